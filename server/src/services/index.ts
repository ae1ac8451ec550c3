/**
 * The service container: one instance of each domain service per app.
 * Routes reach services only through `app.services`.
 */
import type { Config } from "../config.js";
import type { DbHandle } from "../db/client.js";
import { createAccountServices, type AccountServices } from "./accounts.js";
import { ArticleService } from "./articles.js";
import { ChatService } from "./chat/index.js";
import { ContentService } from "./content.js";
import { ContributionService } from "./contribution.js";
import { ReviewService } from "./review.js";
import { StaffService } from "./staff.js";
import { CommerceService } from "./commerce.js";
import { DownloadService } from "./downloads.js";
import { GuestIdService } from "./guests.js";
import { originalFile } from "../media/derivatives.js";
import { serverSecret } from "../secret.js";
import { MemberService } from "./members.js";
import { PhotographerService } from "./photographers.js";
import type { Publisher } from "../ports.js";
import { RecordService } from "./records.js";
import { SearchService, SuggestService } from "./search/index.js";
import { StoreService } from "./stores.js";
import { UploadService } from "./uploads.js";
import { WorkHoursService } from "./work-hours.js";
import { SettingsService } from "./settings.js";
import { EarningsService } from "./earnings.js";
import { LicenceService } from "./licences.js";
import { OrderService } from "./orders.js";
import { PackService } from "./packs.js";
import { OrganisationService } from "./organisations.js";
import { PaymentRegistry } from "./payments/index.js";
import { BankTransferProvider } from "./payments/bank-transfer.js";
import { VideoCommentService } from "./video-comments.js";
import { AppDownloadService } from "./app-download.js";

export interface Services extends AccountServices {
  content: ContentService;
  search: SearchService;
  /** search suggestions while typing (issue 21 item 4) */
  suggest: SuggestService;
  articles: ArticleService;
  photographers: PhotographerService;
  members: MemberService;
  stores: StoreService;
  records: RecordService;
  downloads: DownloadService;
  commerce: CommerceService;
  guests: GuestIdService;
  /** customer-service chat (issue 10) */
  chat: ChatService;
  /** customer-service working hours (issue 10) */
  workHours: WorkHoursService;
  /** resumable chunked uploads of contributors (issue 11) */
  uploads: UploadService;
  /** members' comments on videos (issue 11) */
  videoComments: VideoCommentService;
  /** contributors' drafts and submission (issue 11) */
  contribution: ContributionService;
  /** the review queue of contributions (issue 19) */
  review: ReviewService;
  /** the staff console's members, photographers and takedowns (issue 19) */
  staff: StaffService;
  /** the app download links (SPEC §7 guest/getAppDownloadUrl) */
  appDownload: AppDownloadService;
  /** the commerce settings staff change in the console (issue 20) */
  settings: SettingsService;
  /** the download packs staff define (issue 20) */
  packs: PackService;
  /** orders of download packs, their payments and invoices (issue 20) */
  orders: OrderService;
  /** organisation accounts: seats, members, shared grants (issue 20) */
  organisations: OrganisationService;
  /** contributors' sales and points (issue 20) */
  earnings: EarningsService;
  /** photo licences: the editors' change, audited, story republished (issue 20) */
  licences: LicenceService;
}

/**
 * Where services write the lines they log (a pino logger fits): buildApp
 * passes the app's logger in production (JSON lines); without one each
 * service writes its plain `[photowire] …` line, as the demo does.
 */
export interface ServiceLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * The services of one app.
 * @param log see ServiceLog (default: each service's plain lines)
 * @param publisher the renderer of the running site (ports.ts; built from
 *   publish/publisher.ts createPublisher by the app and the CLI: services never import publish/)
 */
export function createServices(handle: DbHandle, config: Config, log: ServiceLog | undefined, publisher: Publisher): Services {
  const { db } = handle;
  const secret = serverSecret(config.secretKey, config.storageDir);
  const guests = new GuestIdService(secret);
  const settings = new SettingsService(db);
  const account = createAccountServices(db, config, process.env, log && ((line) => log.info(line)));
  // a profile change republishes the photographer's portfolio pages (issue 11)
  const photographers = new PhotographerService(
    db,
    account.verification,
    async (id) => {
      await publisher.publishPortfolio(id);
    },
    log && ((line) => log.warn(line)),
  );
  const contribution = new ContributionService(db, {
    storageDir: config.storageDir,
    siteCode: config.siteCode,
    siteId: config.siteId,
    crossProcessLock: handle.kind === "postgres",
    sitePublisher: publisher,
  });
  return {
    ...account,
    content: new ContentService(db),
    videoComments: new VideoCommentService(db),
    search: new SearchService(db, { memory: config.searchMemory }),
    suggest: new SuggestService(db),
    articles: new ArticleService(db),
    photographers,
    members: new MemberService(db, config.sessionTtlMs),
    stores: new StoreService(db),
    records: new RecordService(db),
    downloads: new DownloadService(db, {
      secret,
      // the sized files' cache (STORAGE_DIR/sized) and the licence URL's origin in their XMP (issue 20)
      storageDir: config.storageDir,
      siteOrigin: config.siteOrigin,
      settings,
      // the private original (STORAGE_DIR/originals), never a file of the public site
      fileOf: (r) => {
        try {
          return r.originalPath ? originalFile(config.storageDir, r.originalPath) : null;
        } catch {
          return null;
        }
      },
    }),
    commerce: new CommerceService(db, settings),
    guests,
    chat: new ChatService(db, { storageDir: config.storageDir, guests }),
    workHours: new WorkHoursService(db),
    uploads: new UploadService(db, { storageDir: config.storageDir, assemblyLeaseMs: config.uploadAssemblyLeaseMs }),
    contribution,
    review: new ReviewService(db, { storageDir: config.storageDir, contribution }),
    staff: new StaffService(db, { publisher, photographers }),
    appDownload: new AppDownloadService(config, log && ((line) => log.warn(line))),
    settings,
    packs: new PackService(db),
    orders: new OrderService(db, { payments: new PaymentRegistry([new BankTransferProvider(config.bankAccount)]), agency: config.agency }),
    organisations: new OrganisationService(db),
    earnings: new EarningsService(db, settings),
    licences: new LicenceService(db, { publisher }),
  };
}
