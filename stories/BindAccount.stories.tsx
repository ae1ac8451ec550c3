/**
 * <pw-bind-account> view (widgets/account/BindAccount.tsx) in every state
 * of bind_account.html: finishing a provider callback (loading, error,
 * bound, choose an existing account), and the bindings list for a member
 * or a guest. Texts come from the catalogue in the toolbar language and
 * links from form.logic pageUrl, edition loginUrl and bind-account.logic
 * authorizeUrl, as bind-account.element.ts computes them.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { t, type MessageKey } from "../widgets/core/i18n/index.js";
import { BindAccount } from "../widgets/account/BindAccount.js";
import css from "../widgets/account/account.css?raw";
import type { Provider } from "../widgets/account/bind-account.logic.js";
import { BINDINGS, bindProps, svgPicture, type BindState } from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  view: BindState;
  busy: boolean;
  alertKey: MessageKey | "";
  /** the provider whose unbinding succeeded (bind_unbound status line), or "" */
  unbound: Provider | "";
  onBindOther: (account: string, password: string) => void;
  onUnbind: (type: Provider) => void;
};

const CHOOSE: BindState = { kind: "choose", provider: "wechat", nickname: "光影行者", avatar: svgPicture("portrait", 140), ticket: "tk_5f2c9a" };

const meta: Meta<Args> = {
  title: "Widgets/pw-bind-account",
  args: { view: { kind: "loading" }, busy: false, alertKey: "", unbound: "", onBindOther: fn(), onUnbind: fn() },
  argTypes: {
    alertKey: { control: "select", options: ["", "login_failed", "account_required", "password_required", "third_party_bound", "api_tools_1"] },
    unbound: { control: "inline-radio", options: ["", "weibo", "wechat", "qq"] },
  },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    const status = a.unbound ? t(lang, "bind_unbound", { provider: t(lang, `tp_${a.unbound}`) }) : "";
    return (
      <InShadow css={css} lang={lang}>
        <BindAccount {...bindProps(lang, a.view, { busy: a.busy, alertKey: a.alertKey, status }, { onBindOther: a.onBindOther, onUnbind: a.onUnbind })} />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Back from the provider, the callback is running (aria-busy, "loading…"). */
export const Loading: Story = {};

/** The callback failed: the server's message (oauth_state) and the link back to the list. */
export const CallbackError: Story = { args: { view: { kind: "error", msgKey: "oauth_state" } } };

/** The reader cancelled at the provider (`?error=…`): bind_denied. */
export const Denied: Story = { args: { view: { kind: "error", msgKey: "bind_denied" } } };

/** The account is bound to another member: third_party_bound. */
export const AlreadyBoundElsewhere: Story = { args: { view: { kind: "error", msgKey: "third_party_bound" } } };

/** A logged-in member bound the account: the success line and "continue". */
export const Bound: Story = { args: { view: { kind: "bound", provider: "weibo", nickname: "李摄影_lens" } } };

/** The account is new here: bind it to an existing account, or register and bind. */
export const Choose: Story = { args: { view: CHOOSE } };

/** Choose, submitted without an account: account_required in the alert line. */
export const ChooseMissingAccount: Story = { args: { view: CHOOSE, alertKey: "account_required" } };

/** Choose, the bind call running: the button is disabled. */
export const ChooseSubmitting: Story = { args: { view: CHOOSE, busy: true } };

/** Choose, wrong account or password: login_failed. */
export const ChooseServerAlert: Story = { args: { view: CHOOSE, alertKey: "login_failed" } };

/** Choose, the provider gave no avatar. */
export const ChooseNoAvatar: Story = { args: { view: { ...CHOOSE, avatar: "" } as BindState } };

/** A member's bindings: Weibo bound (unbind), WeChat not bound (bind link), QQ unavailable. */
export const MemberList: Story = { args: { view: { kind: "list", member: true, bindings: BINDINGS } } };

/** Nothing bound yet. */
export const MemberListNoneBound: Story = {
  args: { view: { kind: "list", member: true, bindings: BINDINGS.map((b) => ({ ...b, bound: false, nickname: "", enabled: true })) } },
};

/** Unbinding: the unbind button is disabled. */
export const Unbinding: Story = { args: { view: { kind: "list", member: true, bindings: BINDINGS }, busy: true } };

/** Unbound: the status line; Weibo now shows "bind". */
export const Unbound: Story = {
  args: {
    view: { kind: "list", member: true, bindings: BINDINGS.map((b) => (b.type === "weibo" ? { ...b, bound: false, nickname: "" } : b)) },
    unbound: "weibo",
  },
};

/** Unbinding failed: api_tools_1 in the alert line. */
export const UnbindError: Story = { args: { view: { kind: "list", member: true, bindings: BINDINGS }, alertKey: "api_tools_1" } };

/** A guest: "log in with …" for each provider and the login link. */
export const GuestList: Story = { args: { view: { kind: "list", member: false, bindings: [] } } };
