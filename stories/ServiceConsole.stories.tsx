/**
 * <pw-service-console> as a site builder puts it on the agents' page, in the
 * states the API puts it in: a guest (login link), a member without the
 * agent role, the conversations of an agent (longest waiting first, unread
 * counts, waiting times), a conversation open, the quick replies, the
 * working-hours dialog (and its problems), a new reader arriving live, an
 * empty list, loading and a failed list. The agent calls are mocked
 * (stories/service-console-mocks.ts) and so is the realtime channel
 * (stories/chat-mocks.ts socketIo).
 */
import type { StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import "../widgets/service-console/service-console.element.js";
import { shadowOf } from "./account-mocks.js";
import { socketIo } from "./chat-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";
import { agentCalls, demoConversations, listFails, listPending, meAs, message, QUICK } from "./service-console-mocks.js";

export default { title: "Elements/<pw-service-console>", ...elementMeta("pw-service-console", {}) };
type Story = StoryObj<ElementArgs>;
type Ctx = { canvasElement: HTMLElement };

const TAG = "pw-service-console";
const wait = (fn: () => unknown) => waitFor(() => expect(fn()).toBeTruthy(), { timeout: 5000 });
/** Opens the first conversation of the list and waits for its messages. */
const openFirst = async ({ canvasElement }: Ctx) => {
  const root = await shadowOf(canvasElement, TAG, "[role=option]");
  root.querySelector<HTMLElement>("[role=option]")!.click();
  await wait(() => root.querySelector("[part=history] li"));
  return root;
};

/** A guest: the console is not shown; a link to the login page comes back here. */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(meAs("guest")) };

/** A logged-in member without the agent role: "agents only". */
export const AgentsOnly: Story = { beforeEach: ({ msw }) => msw.use(meAs("member")) };

/** An agent's open conversations: a guest waiting longest (two unread, one an image) first, then the others; tags say who has each. */
export const Conversations: Story = {
  beforeEach: ({ msw }) => msw.use(socketIo(), ...agentCalls(demoConversations(), { quick: QUICK })),
};

/** A conversation opened: the reader's messages (an image among them) marked read, the reply box and the assignment. */
export const ConversationOpen: Story = {
  beforeEach: ({ msw }) => msw.use(socketIo(), ...agentCalls(demoConversations(), { quick: QUICK })),
  play: async (ctx) => void (await openFirst(ctx)),
};

/** The quick replies opened under the reply box: insert, edit, delete, and a box to add one. */
export const QuickReplies: Story = {
  beforeEach: ({ msw }) => msw.use(socketIo(), ...agentCalls(demoConversations(), { quick: QUICK })),
  play: async (ctx) => {
    const root = await openFirst(ctx);
    root.querySelector<HTMLElement>("[part=quick-summary]")!.click();
    await wait(() => root.querySelector("[part=quick-reply]"));
  },
};

/** An empty reply sent: the style_6 alert under the box. */
export const EmptyReply: Story = {
  beforeEach: ({ msw }) => msw.use(socketIo(), ...agentCalls(demoConversations(), { quick: QUICK })),
  play: async (ctx) => {
    const root = await openFirst(ctx);
    root.querySelector<HTMLButtonElement>("[part=send]")!.click();
    await wait(() => root.querySelector("[part=alert]"));
  },
};

/** The working-hours dialog: ranges per weekday, holidays, the agency's time zone. */
export const WorkingHours: Story = {
  beforeEach: ({ msw }) =>
    msw.use(socketIo(), ...agentCalls(demoConversations(), { hours: { timeZone: "Asia/Shanghai", weekly: { "1": [["09:00", "12:00"], ["13:30", "18:00"]], "2": [["09:00", "18:00"]], "3": [["09:00", "18:00"]], "4": [["09:00", "18:00"]], "5": [["09:00", "17:00"]], "6": [["10:00", "16:00"]], "7": [] }, holidays: ["2026-10-01", "2026-10-02"] } })),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=hours-button]");
    root.querySelector<HTMLButtonElement>("[part=hours-button]")!.click();
    await wait(() => root.querySelector("[part=time-zone]"));
  },
};

/** The working-hours dialog after a save with problems: each message at its field, the count at the top. */
export const WorkingHoursProblems: Story = {
  beforeEach: ({ msw }) =>
    msw.use(socketIo(), ...agentCalls(demoConversations(), { hours: { timeZone: "Mars/Olympus", weekly: { "1": [["18:00", "09:00"]], "2": [["09:00", "13:00"], ["12:00", "18:00"]], "3": [], "4": [], "5": [], "6": [], "7": [] }, holidays: ["2026-02-30"] } })),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "[part=hours-button]");
    root.querySelector<HTMLButtonElement>("[part=hours-button]")!.click();
    await wait(() => root.querySelector("[part=hours-save]"));
    root.querySelector<HTMLButtonElement>("[part=hours-save]")!.click();
    await wait(() => root.querySelector("[part=hours-summary]"));
  },
};

/** A new reader writes while the agent watches: the conversation comes into the list by the realtime channel. */
export const NewReaderLive: Story = {
  beforeEach: ({ msw }) => {
    const convs = demoConversations();
    const fresh = { dto: { id: 21, customerId: "g_0b1c2d3e4f5a6b7c8d9e0f1a.77", customerName: null, guest: true, status: "open" as const, assignedTo: null }, messages: [message(21, "请问今天还能开发票吗？", 0, 0)] };
    // the server stores it first, then announces it
    setTimeout(() => convs.push(fresh), 500);
    msw.use(socketIo([{ type: "chat_message", message: fresh.messages[0] }], 900), ...agentCalls(convs, { quick: QUICK }));
  },
};

/** No conversation under the filter. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(socketIo(), ...agentCalls([])) };

/** The list has not answered yet. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(socketIo(), listPending(), ...agentCalls([])) };

/** The list failed: a message and a retry button. */
export const ListError: Story = { beforeEach: ({ msw }) => msw.use(socketIo(), listFails(), ...agentCalls([])) };

/** The closed conversations (filter="closed"). */
export const Closed: Story = { args: { filter: "closed" }, beforeEach: ({ msw }) => msw.use(socketIo(), ...agentCalls(demoConversations())) };
