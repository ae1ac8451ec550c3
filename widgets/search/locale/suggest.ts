/**
 * The strings of the search box's suggestions (issue 21 item 4): kept apart
 * from zh.ts / en.ts so that they come with the suggestion chunk
 * (SearchSuggest.lazy.tsx), loaded when the reader first types, and the
 * search box's initial code carries none of them (DESIGN §6 budget). The
 * comment on each entry says where it appears; zh has no plural forms,
 * English plurals ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import { translator, type Catalogue, type Catalogues } from "../../../common/i18n/index.js";

export const suggestZh = {
  suggest_label: "搜索建议", // search box: accessible name of the suggestion list under the input
  suggest_count: "共 {count} 条建议", // search box: said by screen readers (polite live region) when suggestions show, {count} of them
  suggest_kind_title: "标题", // search box suggestion: after a suggestion taken from a story's title
  suggest_kind_keyword: "关键词", // search box suggestion: after a suggestion taken from a story's keywords
  suggest_kind_subject: "栏目", // search box suggestion: after a suggestion that is a subject's name
  suggest_kind_photographer: "摄影师", // search box suggestion: after a suggestion that is a photographer's name
} as const;

export const suggestEn: Catalogue<keyof typeof suggestZh> = {
  suggest_label: "Suggestions", // search box: accessible name of the suggestion list under the input
  suggest_count: { one: "{count} suggestion", other: "{count} suggestions" }, // search box: said by screen readers (polite live region) when suggestions show, {count} of them
  suggest_kind_title: "Title", // search box suggestion: after a suggestion taken from a story's title
  suggest_kind_keyword: "Keyword", // search box suggestion: after a suggestion taken from a story's keywords
  suggest_kind_subject: "Subject", // search box suggestion: after a suggestion that is a subject's name
  suggest_kind_photographer: "Photographer", // search box suggestion: after a suggestion that is a photographer's name
};

export type SuggestKey = keyof typeof suggestZh;
export const suggestMessages: Catalogues<SuggestKey> = { zh: suggestZh, en: suggestEn };
/** `t` over the suggestions' strings only (the suggestion chunk). */
export const tSuggest = translator<SuggestKey>(suggestMessages);
