/**
 * The HTML allow-list of SPEC §5 as one DOMPurify configuration (DESIGN §7),
 * shared by the browser (widgets/core/sanitize.ts) and the server
 * (server/src/sanitize.ts over jsdom), so both keep exactly the same
 * tags, attributes and link schemes. Data only: no DOM, no DOMPurify import.
 */

/** Tags kept (everything else is removed, its text kept, except DROP_WITH_CONTENT). */
export const ALLOWED_TAGS = [
  "a", "abbr", "b", "blockquote", "br", "cite", "code", "em", "i", "li", "mark", "ol", "p", "q",
  "s", "small", "span", "strong", "sub", "sup", "u", "ul",
] as const;

/** Attributes kept on allowed tags. */
export const ALLOWED_ATTR = ["href", "title", "lang", "dir"] as const;

/** Elements removed together with their content. */
export const DROP_WITH_CONTENT = [
  "script", "style", "template", "iframe", "object", "embed", "noscript", "noembed", "noframes",
  "textarea", "title", "xmp", "select", "svg", "math", "head",
] as const;

/** Link targets allowed in href: http(s), mailto, or a relative address (no scheme). */
export const SAFE_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;


/** The one DOMPurify configuration of the allow-list, used in the browser and on the server. */
export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS] as string[],
  ALLOWED_ATTR: [...ALLOWED_ATTR] as string[],
  ALLOWED_URI_REGEXP: SAFE_URI,
  FORBID_CONTENTS: [...DROP_WITH_CONTENT] as string[],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
