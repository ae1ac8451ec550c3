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
 * and loading. The staff calls are mocked (stories/staff-console-mocks.ts).
 */
import type { StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import "../widgets/staff-console/staff-console.element.js";
import { shadowOf } from "./account-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";
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
