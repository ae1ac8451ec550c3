/**
 * <pw-staff-console> as a site builder puts it on the staff page, in the
 * states the API puts it in: a guest (login link), a member without the
 * editor role, the review queue with a submission opened (claimed on
 * opening: its facts, files with previews, IPTC/EXIF, a similar archive
 * photo, each file's "credit to" box with the contributor's byline, the
 * decision with all editions checked), a file credited to another
 * photographer with a box left empty (the problem at that file), a
 * decision refused (contributor_not_approved), the takedowns (a
 * withdrawn story; the reason dialog), the contributor applications, the
 * members panel with a member opened (quota, grants, roles), the audit log,
 * and loading. Issue 20 (buying and licensing): the settings (and their
 * problems at each box), packs (a pack edited; a new pack's problems),
 * orders (an order open; the bank transfer confirmation refused for an
 * amount that is not the price; a paid order; the cancellation asked
 * first), organisations (one open; every seat taken; the create form's
 * problems), a story's photo licences, and the audit log's new actions.
 * The staff calls are mocked (stories/staff-console-mocks.ts,
 * stories/staff-console-commerce-mocks.ts).
 */
import type { StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import "../widgets/staff-console/staff-console.element.js";
import { shadowOf } from "./account-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";
import { commerceAudit, commerceCalls } from "./staff-console-commerce-mocks.js";
import { queuePending, staffCalls, staffMeAs } from "./staff-console-mocks.js";

export default { title: "Elements/<pw-staff-console>", ...elementMeta("pw-staff-console", {}) };
type Story = StoryObj<ElementArgs>;
type Ctx = { canvasElement: HTMLElement };

const TAG = "pw-staff-console";
const wait = <T,>(fn: () => T | null | undefined | false) =>
  waitFor(
    () => {
      const v = fn();
      expect(v).toBeTruthy();
      return v as T;
    },
    { timeout: 5000 },
  );
/** Sets a box's value as typing would (React's value tracking sees it). */
const setValue = (box: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(box, value);
  box.dispatchEvent(new Event("input", { bubbles: true }));
};
/** Chooses an option of a list as a click would. */
const choose = (list: HTMLSelectElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(list, value);
  list.dispatchEvent(new Event("change", { bubbles: true }));
};
/** The problem shown under a box (its aria-describedby's last id). */
const problemOf = (root: ShadowRoot, box: Element) => root.getElementById(box.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent;
/** Both mocks: issue 20's calls first. */
const allCalls = () => [...commerceCalls(), ...staffCalls()];
/** Opens the `n`th submission of the queue and waits for its details. */
const openSubmission = async ({ canvasElement }: Ctx, n = 0) => {
  const root = await shadowOf(canvasElement, TAG, "[part~=submission]");
  root.querySelectorAll<HTMLButtonElement>("[part~=submission]")[n].click();
  await wait(() => root.querySelector("[part=decision]"));
  return root;
};

/** A guest: the console is not shown; a link to the login page comes back here. */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(staffMeAs("guest")) };

/** A logged-in member without the editor role (an agent, say): "editors only". */
export const EditorsOnly: Story = { beforeEach: ({ msw }) => msw.use(staffMeAs("member")) };

/** The review queue ("to do"), its first submission opened and claimed: facts, two photos with previews, IPTC/EXIF, a similar archive photo, each photo's "credit to" box (the contributor's byline); approve in all editions, or reject / ask for changes with a reason. */
export const ReviewQueue: Story = {
  beforeEach: ({ msw }) => msw.use(...staffCalls()),
  play: async (ctx) => {
    const root = await openSubmission(ctx);
    await wait(() => root.querySelector("[part=state]")?.textContent === "审核中");
    await wait(() => root.querySelectorAll("[part=file]").length === 2);
    const credits = [...root.querySelectorAll<HTMLInputElement>("[part=file] input[part=credit]")];
    await expect(credits.map((c) => c.value)).toEqual(["李摄影", "李摄影"]);
    await expect(root.getElementById(credits[0].getAttribute("aria-labelledby")!.split(" ")[0])!.textContent).toBe("署名给");
  },
};

/** Crediting files on approval: the first photo credited to another photographer, the second box emptied: the problem shows at that photo and nothing is sent. */
export const CreditProblem: Story = {
  beforeEach: ({ msw }) => msw.use(...staffCalls()),
  play: async (ctx) => {
    const root = await openSubmission(ctx);
    await wait(() => root.querySelector("[part=state]")?.textContent === "审核中");
    const [first, second] = await wait(() => {
      const boxes = [...root.querySelectorAll<HTMLInputElement>("input[part=credit]")];
      return boxes.length === 2 && boxes;
    });
    setValue(first, "港湾之眼");
    setValue(second, "");
    await expect([first.value, second.value]).toEqual(["港湾之眼", ""]);
    root.querySelector<HTMLButtonElement>("[part=approve]")!.click();
    await wait(() => second.getAttribute("aria-invalid") === "true");
    const err = second.getAttribute("aria-describedby")!.split(" ")[1];
    await expect(root.getElementById(err)!.textContent).toBe("请填写摄影师姓名");
    await expect(first.getAttribute("aria-invalid")).toBeNull();
    await expect(root.querySelector("[part=state]")!.textContent).toBe("审核中");
  },
};

/** A decision refused by the server: the contributor's application is not approved yet, so the submission cannot be approved. */
export const DecisionRefused: Story = {
  beforeEach: ({ msw }) => msw.use(...staffCalls()),
  play: async (ctx) => {
    const root = await openSubmission(ctx, 1);
    root.querySelector<HTMLButtonElement>("[part=approve]")!.click();
    await wait(() => root.querySelector("[part=decision-alert]"));
  },
};

/** Takedowns: the stories, one withdrawn (when, by whom, why), and the reason dialog of a withdrawal. */
export const Takedowns: Story = {
  args: { panel: "takedowns" },
  beforeEach: ({ msw }) => msw.use(...staffCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=withdraw]");
    root.querySelector<HTMLButtonElement>("[part=withdraw]")!.click();
    await wait(() => root.querySelector("dialog[open] [part=withdraw-reason]"));
  },
};

/** Contributor applications waiting: approve or reject each. */
export const ContributorApplications: Story = {
  args: { panel: "contributors" },
  beforeEach: ({ msw }) => msw.use(...staffCalls()),
};

/** Photographer profiles waiting, with the photos already credited to the name. */
export const PhotographerProfiles: Story = {
  args: { panel: "photographers" },
  beforeEach: ({ msw }) => msw.use(...staffCalls()),
};

/** Members: a member opened with the download quota, an active and an expired grant, the forms, and the roles. */
export const Members: Story = {
  args: { panel: "members" },
  beforeEach: ({ msw }) => msw.use(...staffCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=manage]");
    root.querySelector<HTMLButtonElement>("[part=manage]")!.click();
    await wait(() => root.querySelector("[part=member-detail] [part=grant]"));
  },
};

/** The audit log: every staff action, newest first, read only (the command line as an actor). */
export const AuditLog: Story = {
  args: { panel: "audit" },
  beforeEach: ({ msw }) => msw.use(...staffCalls()),
};

/** The queue has not answered yet. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(queuePending(), ...staffCalls()) };

// ---- issue 20: buying and licensing ----

/** Settings: every setting in one form, each box with its bounds; the sizes with long edge and cost (the original keeps its own). */
export const Settings: Story = {
  args: { panel: "settings" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=settings-form]");
    await expect(root.querySelectorAll("[part=setting]").length).toBe(10);
    await expect(root.querySelector<HTMLInputElement>("input[name=pointsPerPhoto]")!.value).toBe("10");
  },
};

/** Settings refused by the rules before anything is sent: a link lifetime out of bounds, small's long edge not below medium's; each problem at its box. */
export const SettingsProblems: Story = {
  args: { panel: "settings" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=settings-form]");
    const minutes = root.querySelector<HTMLInputElement>("input[name=downloadLinkMinutes]")!;
    const small = root.querySelector<HTMLInputElement>('input[name="sizes.small.longEdgePx"]')!;
    setValue(minutes, "2000");
    setValue(small, "1600");
    root.querySelector<HTMLButtonElement>("[part=save-settings]")!.click();
    await wait(() => minutes.getAttribute("aria-invalid") === "true" && small.getAttribute("aria-invalid") === "true");
    await expect(problemOf(root, minutes)).toBe("不能大于 1440");
    await expect(problemOf(root, small)).toBe("小图的长边须小于中图的长边");
  },
};

/** Packs: on sale and inactive; one opened in the form (names, photos, price in yuan, currency, days valid, on sale). */
export const Packs: Story = {
  args: { panel: "packs" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=edit-pack]");
    root.querySelector<HTMLButtonElement>("[part=edit-pack]")!.click();
    const price = await wait(() => root.querySelector<HTMLInputElement>("[part=pack-form] [part=pack-price]"));
    await expect(price.value).toBe("500.00");
  },
};

/** A new pack's problems: names and photos missing, a price with three decimals. */
export const PackProblems: Story = {
  args: { panel: "packs" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=new-pack]");
    root.querySelector<HTMLButtonElement>("[part=new-pack]")!.click();
    const price = await wait(() => root.querySelector<HTMLInputElement>("[part=pack-form] [part=pack-price]"));
    setValue(price, "12.345");
    root.querySelector<HTMLButtonElement>("[part=save-pack]")!.click();
    await wait(() => price.getAttribute("aria-invalid") === "true");
    await expect(problemOf(root, price)).toBe("请填写金额，如 1280.00（最多两位小数）");
  },
};

/** Orders awaiting payment; one open: member, pack, amount, invoice, and its confirm and cancel buttons. */
export const Orders: Story = {
  args: { panel: "orders" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=open-order]");
    root.querySelector<HTMLButtonElement>("[part=open-order]")!.click();
    await wait(() => root.querySelector("[part=order-detail] [part=confirm-order]"));
  },
};

/** Confirming a bank transfer: the reference typed, an amount that is not the price: the server's refusal at the amount box, the order still pending. */
export const OrderAmountMismatch: Story = {
  args: { panel: "orders" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=open-order]");
    root.querySelector<HTMLButtonElement>("[part=open-order]")!.click();
    (await wait(() => root.querySelector<HTMLButtonElement>("[part=confirm-order]"))).click();
    const amount = await wait(() => root.querySelector<HTMLInputElement>("dialog[open] [part=confirm-amount]"));
    await expect(amount.value).toBe("2000.00");
    setValue(root.querySelector<HTMLInputElement>("[part=confirm-reference]")!, "BOC20261127-0042");
    setValue(amount, "1999.00");
    root.querySelector<HTMLButtonElement>("[part=confirm-submit]")!.click();
    await wait(() => amount.getAttribute("aria-invalid") === "true");
    await expect(problemOf(root, amount)).toBe("收到的金额与订单价格 ¥2,000.00 不符，请核对银行回单");
  },
};

/** A paid order (found under "paid"): when it was paid, the bank reference, the quota it added. */
export const OrderPaid: Story = {
  args: { panel: "orders" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=order-state]");
    choose(root.querySelector<HTMLSelectElement>("[part=order-state]")!, "paid");
    root.querySelector<HTMLFormElement>("[part=order-search]")!.requestSubmit();
    await wait(() => root.querySelectorAll("[part~=order]").length === 1 && root.querySelector("[part~=order]")!.textContent!.includes("PW-20261120-000030"));
    root.querySelector<HTMLButtonElement>("[part=open-order]")!.click();
    await wait(() => root.querySelector("[part=order-detail]")?.textContent?.includes("BOC20261121-7781"));
    await expect(root.querySelector("[part=confirm-order]")).toBeNull();
  },
};

/** Cancelling a pending order is asked first; keeping it has the focus. */
export const OrderCancel: Story = {
  args: { panel: "orders" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=open-order]");
    root.querySelector<HTMLButtonElement>("[part=open-order]")!.click();
    (await wait(() => root.querySelector<HTMLButtonElement>("[part=cancel-order]"))).click();
    await wait(() => root.querySelector("dialog[open] [part=cancel-confirm]"));
  },
};

/** Organisations: seats used of seats and the admin; one open with its members, shared grants and forms. */
export const Organisations: Story = {
  args: { panel: "organisations" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=manage-organisation]");
    root.querySelector<HTMLButtonElement>("[part=manage-organisation]")!.click();
    await wait(() => root.querySelectorAll("[part=organisation-detail] [part=org-member]").length === 3);
  },
};

/** Every seat taken: adding a member is refused (organisation_full) and the box says what to do. */
export const OrganisationFull: Story = {
  args: { panel: "organisations" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=manage-organisation]");
    root.querySelector<HTMLButtonElement>("[part=manage-organisation]")!.click();
    const code = await wait(() => root.querySelector<HTMLInputElement>("[part=org-member-code]"));
    setValue(code, "xinhua_new");
    root.querySelector<HTMLButtonElement>("[part=add-member]")!.click();
    await wait(() => code.getAttribute("aria-invalid") === "true");
    await expect(problemOf(root, code)).toBe("这个机构的 3 个席位都已占用：请先增加席位，或移出一位成员");
  },
};

/** A new organisation: the form refused empty (name, seats, the admin's member code). */
export const OrganisationCreate: Story = {
  args: { panel: "organisations" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=new-organisation]");
    root.querySelector<HTMLButtonElement>("[part=new-organisation]")!.click();
    (await wait(() => root.querySelector<HTMLButtonElement>("[part=create-organisation]"))).click();
    await wait(() => root.querySelectorAll("[part=organisation-create] [aria-invalid=true]").length === 3);
  },
};

/** A story's photo licences, opened from the takedowns: each photo's type, restrictions in zh and en, model and property release. */
export const Licences: Story = {
  args: { panel: "takedowns" },
  beforeEach: ({ msw }) => msw.use(...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=licences]");
    root.querySelector<HTMLButtonElement>("[part=licences]")!.click();
    await wait(() => root.querySelectorAll("[part=licence-editor] [part=licence-form]").length === 2);
    const second = root.querySelectorAll("[part=licence-form]")[1];
    await expect(second.querySelector<HTMLInputElement>("input[type=radio][value=rf]")!.checked).toBe(true);
    await expect(second.querySelector<HTMLTextAreaElement>("[part=restrictions-en]")!.value).toBe("No tobacco advertising");
  },
};

/** The audit log with issue 20's actions: settings, packs, orders, organisations, licences. */
export const AuditLogCommerce: Story = {
  args: { panel: "audit" },
  beforeEach: ({ msw }) => msw.use(commerceAudit(), ...allCalls()),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=audit-entry]");
    await wait(() => root.querySelectorAll("[part=audit-entry]").length === 10);
    await expect(root.querySelector("[part=audit-entry]")!.textContent).toContain("修改照片授权");
  },
};
