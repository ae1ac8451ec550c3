/**
 * <pw-login-status> view (widgets/login-status/LoginStatus.tsx) in every
 * state. Strings come from the catalogue in the toolbar language and URLs
 * from core/edition.ts and login-status.logic.ts, as
 * login-status.element.ts computes them (the edition follows the language:
 * zh → Chinese edition, en → English edition).
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { homeUrl, loginUrl, type Edition } from "../widgets/core/edition.js";
import { t, type Lang, type MessageKey } from "../widgets/core/i18n/index.js";
import { LoginStatus, type LoginStatusViewProps } from "../widgets/login-status/LoginStatus.js";
import css from "../widgets/login-status/login-status.css?raw";
import { memberCentreUrl } from "../widgets/login-status/login-status.logic.js";
import defaultAvatar from "../pages/public_resource/public/img/default-avatar.svg?url";
import { InShadow, storyLang } from "./StoryStyle.js";

/** A member photo for the stories (an inline SVG: no network, no server). */
const PHOTO_AVATAR =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><defs><linearGradient id="g" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#f6c177"/><stop offset="1" stop-color="#b4141e"/></linearGradient></defs>' +
      '<rect width="56" height="56" fill="url(#g)"/><circle cx="28" cy="22" r="10" fill="#fde8d7"/>' +
      '<path d="M8 56c2-12 10-18 20-18s18 6 20 18z" fill="#3a2a2a"/></svg>',
  );

type Args = {
  state: LoginStatusViewProps["state"];
  /** the member's name (SPEC §3 Member.name; data, not a catalogue string) */
  name: string;
  /** the member's nature (1 → uc1 member centre, else uc2) */
  nature: number;
  /** which avatar the element would show: the member's photo or the default avatar */
  avatar: "photo" | "default";
  hideAvatar: boolean;
  busy: boolean;
  /** catalogue key of a failed logout's message ("" for none) */
  errorKey: MessageKey | "";
  onLogout: () => void;
  onAvatarError: () => void;
};

/** The props login-status.element.ts passes for this state, on a story page of the edition. */
function viewProps(lang: Lang, a: Args): LoginStatusViewProps {
  const edition: Edition = lang === "en" ? "en" : "zh";
  const member = a.state === "member";
  return {
    state: a.state,
    loginHref: loginUrl(edition, homeUrl(edition)),
    loginLabel: t(lang, "login"),
    name: member ? a.name : undefined,
    avatarSrc: a.avatar === "photo" ? PHOTO_AVATAR : defaultAvatar,
    avatarAlt: member ? t(lang, "avatar_alt", { name: a.name }) : "",
    hideAvatar: a.hideAvatar,
    onAvatarError: a.onAvatarError,
    centreHref: member ? memberCentreUrl(a.nature, edition) : undefined,
    centreLabel: t(lang, "member_centre"),
    logoutLabel: t(lang, "logout"),
    busy: a.busy,
    error: a.errorKey ? t(lang, a.errorKey) : "",
    onLogout: a.onLogout,
  };
}

const meta: Meta<Args> = {
  title: "Widgets/pw-login-status",
  args: {
    state: "member",
    name: "李摄影",
    nature: 1,
    avatar: "photo",
    hideAvatar: false,
    busy: false,
    errorKey: "",
    onLogout: fn(),
    onAvatarError: fn(),
  },
  argTypes: {
    state: { control: "inline-radio", options: ["loading", "guest", "member"] },
    avatar: { control: "inline-radio", options: ["photo", "default"] },
    nature: { control: "inline-radio", options: [1, 2] },
    errorKey: { control: "select", options: ["", "api_tools_1", "server_error", "too_many_requests"] },
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <LoginStatus {...viewProps(lang, args)} />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** The member is not known yet: an empty, aria-busy box of the reserved size. */
export const Loading: Story = { args: { state: "loading" } };

/** A guest: the login link, carrying the page to come back to. */
export const Guest: Story = { args: { state: "guest" } };

/** A contributor (nature 1) with a photo: avatar, name, member centre (uc1-index.html), logout. */
export const Member: Story = { args: { state: "member" } };

/** A member (nature 2) with no photo, or whose photo failed to load: the default avatar; centre is uc2-index.html. */
export const MemberDefaultAvatar: Story = { args: { name: "Wang Reader", nature: 2, avatar: "default" } };

/** hide-avatar: no avatar image. */
export const MemberHiddenAvatar: Story = { args: { hideAvatar: true } };

/** A long name is cut with an ellipsis at --pw-login-status-name-max-width (10em). */
export const MemberLongName: Story = {
  args: { name: "Alexandra Konstantinopoulou-Whitmore", nature: 2 },
};

/** Logout running: the button is disabled. */
export const BusyLogout: Story = { args: { busy: true } };

/** Logout failed: the message shows in the role="alert" region; the member stays logged in. */
export const LogoutError: Story = { name: "Error", args: { errorKey: "api_tools_1" } };
