/**
 * English strings: the search feature. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  search: "Search", // search box: the submit button
  search_placeholder: "Search photos, videos and stories", // search box: placeholder of the input
  search_label: "Search words", // search box: the input's label (visually hidden)
  search_box_label: "Site search", // search box: accessible name of the search landmark (the form)
  search_results_label: "Search results", // search results: accessible name of the results region
  search_heading: "Results for “{text}”", // search results: the heading, with the query text ({text})
  search_heading_all: "All stories", // search results: the heading when there is no query text
  search_count: { one: "{count} result", other: "{count} results" }, // search results: the count line under the filters, exact number of matches ({count})
  search_count_more: { one: "More than {count} result", other: "More than {count} results" }, // search results: the count line when only a lower bound is known (totalExact false, {count})
  search_filters: "Filters", // search results: accessible name of the filter group (visually hidden legend)
  search_filter_type: "Type", // search results filters: label of the type select
  search_type_all: "All types", // search results filters: type select, the option for no type filter
  search_filter_date_from: "Published from", // search results filters: label of the publish-date start input
  search_filter_date_to: "Published until", // search results filters: label of the publish-date end input
  search_filter_subject: "Subject", // search results filters: label of the subject select (only with the subjects attribute)
  search_subject_all: "All subjects", // search results filters: subject select, the option for no subject filter
  search_sort: "Sort by", // search results filters: label of the sort select
  search_sort_relevance: "Best match", // search results filters: sort option, best match (with query text)
  search_sort_publishTime: "Publish time", // search results filters: sort option, publish time
  search_sort_shootDate: "Shooting date", // search results filters: sort option, shooting date
  search_direction: "Order", // search results filters: label of the order select
  search_direction_desc: "Newest first", // search results filters: order option, newest first
  search_direction_asc: "Oldest first", // search results filters: order option, oldest first
  search_clear_filters: "Clear filters", // search results filters: the button resetting every filter (shown when one is set)
  search_loading: "Loading…", // search results: while the widget chunk or a page loads (footer, and the count line while a next page loads)
  search_load_more: "Load more", // search results: button at the bottom (pages also load on scroll)
  search_end: "No more results", // search results: footer after the last page
  search_empty: "No stories match “{text}”.", // search results: empty state, nothing found for the query text ({text})
  search_empty_all: "No stories match these filters.", // search results: empty state without query text
  search_empty_hint: "Try other words, or clear the filters.", // search results: hint under the empty state
  search_error: "The search failed: {msg}", // search results: error state (and a failed next page), {msg}: the server's message or api_tools_1
  search_retry: "Try again", // search results: retry button of the error state
  search_no_words: "There are no words to look for: use letters, digits or Chinese characters.", // search results: the query text has only emoji, symbols or punctuation (no request is sent; issue 21)
  search_too_long: "The search is too long: use at most {max} characters.", // search results: the query text is over the limit ({max}; no request is sent; issue 21)
  search_verified: "Verified photographer", // search results card: badge after the author when the photographer subject's status is 1
  search_date_range_invalid: "The start date cannot be after the end date", // search results filters: alert under the dates when the start is after the end
  search_option_count: "{label} ({count})", // search results filters: an option with the number of results under it ({label}, {count}; issue 21)
  search_filter_photographer: "Photographer", // search results filters: label of the photographer select (issue 21)
  search_photographer_all: "All photographers", // search results filters: photographer select, the option for no photographer filter
  search_filter_price: "Price", // search results filters: label of the price select (issue 21)
  search_price_all: "Any price", // search results filters: price select, the option for no price filter
  search_price_free: "Free", // search results filters: price option, stories with a free photo or video
  search_price_paid: "Paid", // search results filters: price option, stories with a photo or video to buy
  search_filter_fileExt: "File type", // search results filters: label of the file-type select (issue 21)
  search_fileExt_all: "All file types", // search results filters: file-type select, the option for no file-type filter
  search_filter_year: "Year", // search results filters: label of the publish-year select (issue 21)
  search_year_all: "All years", // search results filters: year select, the option for no year
  search_filter_date_field: "Date of", // search results filters: label of the select of what the date range bounds (issue 21)
  search_date_field_publish: "Publication", // search results filters: date type option, the publish date (the default)
  search_date_field_shoot: "Shooting", // search results filters: date type option, the shooting date (SPEC §7 date field shootDate)
  search_filter_shoot_from: "Shot from", // search results filters: label of the start date when the range bounds the shooting date; also a chip's name
  search_filter_shoot_to: "Shot until", // search results filters: label of the end date when the range bounds the shooting date; also a chip's name
  search_filter_shoot_year: "Year shot", // search results: a chip's name, the year of the shooting date
  search_filter_text2: "Search within results", // search results filters: label of the field of further words the results must hold (SPEC §7 text2)
  search_filter_tags: "Keyword", // search results filters: label of the keyword field (SPEC §7 tags)
  search_tag_invalid: "A keyword has 1 to 64 characters, without < > \" or &", // search results filters: alert at the keyword field when it cannot be a keyword
  search_chip: "{name}: {value}", // search results: a chip, one active filter ({name} of the filter, {value}; issue 21)
  search_chips: "Active filters", // search results: accessible name of the list of active filters (chips; issue 21)
  search_chip_remove: "Remove {name}", // search results: accessible name of a chip's button that clears one filter ({name}: "Type: Photo")
  page_photos: { one: "{count} photo", other: "{count} photos" }, // search results card: type label of a photo story with more than one photo ({count})
  page_type_image: "Photo", // search results: type label of a card and option of the type select (image)
  page_type_image_group: "Photo story", // search results: type label of a card and option of the type select (image_group)
  page_type_text: "Text", // search results: type label of a card and option of the type select (text)
  page_type_video: "Video", // search results: type label of a card and option of the type select (video)
  page_type_video_group: "Video story", // search results: type label of a card and option of the type select (video_group)
};
