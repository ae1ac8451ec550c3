/**
 * <pw-chat-panel> as a site builder writes it, in the states the API puts it
 * in: closed (the launcher), open with a conversation, out of hours, an
 * empty conversation, loading, a failed history, unread answers waiting
 * (the badge before any open), and an answer arriving while the panel is
 * closed. The calls and the realtime channel are mocked (stories/chat-mocks.ts);
 * `placement="inline"` keeps the panel in the story's frame.
 */
import type { StoryObj } from "@storybook/react-vite";
import "../widgets/chat/chat-panel.element.js";
import { loginAs, MEMBER } from "./api-mocks.js";
import { chatCalls, chatMessage, conversation, history, historyFails, historyPending, IN_HOURS, outOfHours, socketIo, unread, workTime } from "./chat-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-chat-panel>", ...elementMeta("pw-chat-panel", { placement: "inline" }) };
type Story = StoryObj<ElementArgs>;

/** Closed, for a guest: only the launcher; nothing of the chat is loaded until it is pressed. */
export const Closed: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), socketIo(), ...chatCalls(), history([]), workTime(IN_HOURS)),
};

/** Open, a member's conversation: own messages on the right, the service's on the left (an image among them), relative times, the greeting after the history. */
export const OpenWithHistory: Story = {
  args: { open: "" },
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), socketIo(), ...chatCalls(), unread(0), history(conversation()), workTime(IN_HOURS)),
};

/** Out of working hours: the greeting says when service resumes (in the reader's language and time zone); the box takes a message. */
export const OutOfHours: Story = {
  args: { open: "" },
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), socketIo(), ...chatCalls(), unread(0), history(conversation().slice(0, 2)), workTime(outOfHours())),
};

/** A first conversation: the greeting and the empty hint. */
export const Empty: Story = {
  args: { open: "" },
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), socketIo(), ...chatCalls(), unread(0), history([]), workTime(IN_HOURS)),
};

/** The history has not answered yet. */
export const Loading: Story = {
  args: { open: "" },
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), socketIo(), ...chatCalls(), unread(0), historyPending(), workTime(IN_HOURS)),
};

/** The history failed: the message and a retry button. */
export const LoadError: Story = {
  args: { open: "" },
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), socketIo(), ...chatCalls(), unread(0), historyFails(), workTime(IN_HOURS)),
};

/** A member with 3 unread answers: the badge shows before the panel is opened (one call from the element entry). */
export const Unread: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), socketIo(), ...chatCalls(), unread(3), history(conversation()), workTime(IN_HOURS)),
};

/** Closed after a conversation: an answer arrives by the realtime channel and raises the badge. */
export const AnswerWhileClosed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      loginAs(MEMBER),
      socketIo([{ type: "chat_message", message: chatMessage("您好，合同已发到您的邮箱。", false, 0, { readStatus: 0 }) }]),
      ...chatCalls(),
      unread(1),
      history(conversation()),
      workTime(IN_HOURS),
    ),
};
