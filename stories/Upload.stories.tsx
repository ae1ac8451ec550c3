/**
 * <pw-upload> as a site builder writes it (issue 11), with upload_file
 * mocked as server/src/services/uploads.ts answers: a guest (login link), a
 * member who is not a contributor, an empty queue, a queue with a finished
 * photo, a refused executable (Q_TYPE_DENIED) and a duplicate
 * (F_DUPLICATE), a file stuck in progress (the server never answers its
 * chunk) with its pause and cancel buttons, and the server's storage full
 * (storage_full), then resumed with Retry.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/upload/upload.element.js";
import { shadowOf } from "./account-mocks.js";
import { CONTRIBUTOR, fail, loginAs, MEMBER, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default {
  title: "Elements/<pw-upload>",
  ...elementMeta("pw-upload", {}),
};
type Story = StoryObj<ElementArgs>;
type Ctx = { canvasElement: HTMLElement };

const TAG = "pw-upload";

/** A tiny real JPEG (1×1). */
const JPEG = Uint8Array.from(
  atob(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  ),
  (c) => c.charCodeAt(0),
);

/** The answer of a complete file (an instant upload). */
const completeAnswer = () =>
  ok({
    received: [0],
    complete: true,
    relation: {
      filePath: "files/1/0123456789abcdef0123456789abcdef.jpg",
      relationId: "up0123456789abcdef",
      mediaId: "0123456789abcdef0123456789abcdef",
      mediaType: 3,
      colorDepth: 24,
      orientation: 1,
      colorSp: "sRGB",
      fileExt: "jpg",
      horizontal: 1,
      vertical: 1,
      square: true,
      size: JPEG.length,
      md5: "0123456789abcdef0123456789abcdef",
      fileName: "harbour.jpg",
      caption: "",
      byline: "",
      keywords: [],
      shootingDate: "",
      duration: null,
      posterPath: null,
      previewUrl: null,
    },
  });
/** upload_file answering every call with the file complete (an instant upload). */
const complete = http.post("*/api/upload_file", completeAnswer);

/** Picks files through the widget's input, as the picker would. */
async function pick({ canvasElement }: Ctx, files: File[]) {
  const root = await shadowOf(canvasElement, TAG, "[part=pick]");
  const input = root.querySelector<HTMLInputElement>("input[type=file][multiple]")!;
  const dt = new DataTransfer();
  for (const f of files) dt.items.add(f);
  input.files = dt.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  return root;
}

/** A guest: a login link instead of the drop zone. */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null)) };

/** A member who is not a contributor (nature 2): a notice. */
export const NotContributor: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER)) };

/** A contributor with an empty queue: the drop zone, the web-size checkbox and the limits. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR)) };

/** A finished photo, an executable refused in the browser (Q_TYPE_DENIED) and the same photo again (F_DUPLICATE). */
export const FinishedAndRefused: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), complete),
  play: async (ctx) => {
    const photo = new File([JPEG], "harbour.jpg", { type: "image/jpeg", lastModified: 1 });
    const root = await pick(ctx, [photo, new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }), photo]);
    await waitFor(() => expect(root.querySelector("[data-state=complete]")).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(root.querySelectorAll("[data-state=invalid]").length).toBe(2), { timeout: 5000 });
  },
};

/** A file in progress (the server holds no chunk and never answers the first): pause and cancel. */
export const InProgress: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), http.post("*/api/upload_file", pending)),
  play: async (ctx) => {
    const root = await pick(ctx, [new File([JPEG], "street.jpg", { type: "image/jpeg", lastModified: 2 })]);
    await waitFor(() => expect(root.querySelector("[data-state=progress]")).not.toBeNull(), { timeout: 5000 });
  },
};

/** The server refuses the file by its sniffed type (a renamed executable): invalid with Q_TYPE_DENIED. */
export const ServerRefusal: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), http.post("*/api/upload_file", () => fail("Q_TYPE_DENIED", "不支持的文件类型", 415))),
  play: async (ctx) => {
    const root = await pick(ctx, [new File([JPEG], "holiday.jpg", { type: "image/jpeg", lastModified: 3 })]);
    await waitFor(() => expect(root.querySelector("[data-state=invalid]")).not.toBeNull(), { timeout: 5000 });
  },
};

/** Whether the mocked server's storage is full (StorageFull: until the reader presses Retry). */
let storageFull = true;

/**
 * The server's storage is full (507 storage_full, issue 17): the file shows the server's message
 * with its code; once space is freed, its Retry button resumes it and it completes.
 */
export const StorageFull: Story = {
  beforeEach: ({ msw }) => {
    storageFull = true;
    msw.use(
      loginAs(CONTRIBUTOR),
      http.post("*/api/upload_file", () =>
        storageFull ? fail("storage_full", "服务器存储空间已满，文件已保留进度，腾出空间后可继续上传", 507) : completeAnswer(),
      ),
    );
  },
  play: async (ctx) => {
    const root = await pick(ctx, [new File([JPEG], "flood.jpg", { type: "image/jpeg", lastModified: 4 })]);
    await waitFor(() => expect(root.querySelector("[data-state=error] [part=error]")?.textContent).toBe("服务器存储空间已满，文件已保留进度，腾出空间后可继续上传（storage_full）"), { timeout: 5000 });
    storageFull = false;
    root.querySelector<HTMLButtonElement>("[data-state=error] button[part~=retry]")!.click();
    await waitFor(() => expect(root.querySelector("[data-state=complete]")).not.toBeNull(), { timeout: 5000 });
  },
};
