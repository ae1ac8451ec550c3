/**
 * <pw-edition-guard> (SPEC §2: in the alternate edition, a guest outside
 * the login, preview and forgot-password pages goes to that edition's
 * login page). The guard renders nothing and reads the page's address, so
 * each story puts the preview frame at the page it pretends to be
 * (`parameters.pagePath`, set with history.replaceState before the guard
 * connects and put back afterwards) and says so in a line of text; who is
 * here comes from GET guest/getLoginUcMember mocked with MSW. A redirect is
 * logged in the console ("[story] navigation to …") instead of followed.
 */
import type { StoryObj } from "@storybook/react-vite";
import { createElement } from "react";
import "../widgets/member-center/edition-guard.element.js";
import { loginAs, MEMBER } from "./api-mocks.js";
import { elementMeta, storyLang, type ElementArgs } from "./element-story.js";

type Story = StoryObj<ElementArgs>;

/** Puts the frame at `path` (keeping its query, which Storybook reads); returns the clean-up. */
function atPath(path: string): () => void {
  const before = location.pathname;
  const move = (p: string) => history.replaceState(history.state, "", p + location.search + location.hash);
  move(path);
  return () => move(before);
}

const base = elementMeta("pw-edition-guard");

export default {
  title: "Elements/<pw-edition-guard>",
  ...base,
  parameters: { ...base.parameters, layout: "padded" },
  beforeEach: ({ parameters }: { parameters: { pagePath?: string } }) => atPath(parameters.pagePath ?? "/ann/index.html"),
  render: (_a: ElementArgs, { globals, parameters }: { globals: Record<string, unknown>; parameters: { pagePath?: string } }) => {
    const lang = storyLang(globals);
    return (
      <div lang={lang}>
        <p>
          {lang === "en" ? "This frame pretends to be " : "此预览假定页面地址为 "}
          <code>{parameters.pagePath ?? "/ann/index.html"}</code>
          {lang === "en" ? "; a redirect is logged in the console." : "；跳转记录在控制台中。"}
        </p>
        {createElement("pw-edition-guard")}
      </div>
    );
  },
};

/** A guest on /ann/index.html: sent to /ann's login page with the page as redirect (logged). */
export const GuestOnAlternateEdition: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null)) };

/** A member on /ann/index.html: stays. */
export const MemberOnAlternateEdition: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER)) };

/** A guest on /ann's login page: an open page, nothing is asked, the guest stays. */
export const GuestOnOpenPage: Story = {
  parameters: { pagePath: "/ann/public_resource/public/html/login2.html" },
  beforeEach: ({ msw }) => msw.use(loginAs(null)),
};

/** A guest on the Chinese edition's home: not the alternate edition, nothing happens. */
export const GuestOnChineseEdition: Story = { parameters: { pagePath: "/cn/index.html" }, beforeEach: ({ msw }) => msw.use(loginAs(null)) };
