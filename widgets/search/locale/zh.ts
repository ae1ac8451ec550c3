/**
 * Chinese strings: the search feature. The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  search: "搜索", // search box: the submit button
  search_placeholder: "搜索图片、视频、稿件", // search box: placeholder of the input
  search_label: "搜索关键词", // search box: the input's label (visually hidden)
  search_box_label: "站内搜索", // search box: accessible name of the search landmark (the form)
  search_results_label: "搜索结果", // search results: accessible name of the results region
  search_heading: "“{text}”的搜索结果", // search results: the heading, with the query text ({text})
  search_heading_all: "全部稿件", // search results: the heading when there is no query text
  search_count: "共 {count} 条结果", // search results: the count line under the filters, exact number of matches ({count})
  search_count_more: "超过 {count} 条结果", // search results: the count line when only a lower bound is known (totalExact false, {count})
  search_filters: "筛选条件", // search results: accessible name of the filter group (visually hidden legend)
  search_filter_type: "类型", // search results filters: label of the type select
  search_type_all: "全部类型", // search results filters: type select, the option for no type filter
  search_filter_date_from: "发布日期从", // search results filters: label of the publish-date start input
  search_filter_date_to: "发布日期至", // search results filters: label of the publish-date end input
  search_filter_subject: "栏目", // search results filters: label of the subject select (only with the subjects attribute)
  search_subject_all: "全部栏目", // search results filters: subject select, the option for no subject filter
  search_sort: "排序", // search results filters: label of the sort select
  search_sort_relevance: "相关度", // search results filters: sort option, best match (with query text)
  search_sort_publishTime: "发布时间", // search results filters: sort option, publish time
  search_sort_shootDate: "拍摄日期", // search results filters: sort option, shooting date
  search_direction: "顺序", // search results filters: label of the order select
  search_direction_desc: "从新到旧", // search results filters: order option, newest first
  search_direction_asc: "从旧到新", // search results filters: order option, oldest first
  search_clear_filters: "清除筛选", // search results filters: the button resetting every filter (shown when one is set)
  search_loading: "正在加载…", // search results: while the widget chunk or a page loads (footer, and the count line while a next page loads)
  search_load_more: "加载更多", // search results: button at the bottom (pages also load on scroll)
  search_end: "没有更多结果了", // search results: footer after the last page
  search_empty: "没有找到与“{text}”相关的稿件。", // search results: empty state, nothing found for the query text ({text})
  search_empty_all: "没有符合条件的稿件。", // search results: empty state without query text
  search_empty_hint: "请尝试其他关键词，或清除筛选条件。", // search results: hint under the empty state
  search_error: "搜索失败：{msg}", // search results: error state (and a failed next page), {msg}: the server's message or api_tools_1
  search_retry: "重试", // search results: retry button of the error state
  search_no_words: "搜索内容中没有可检索的文字，请输入汉字、字母或数字。", // search results: the query text has only emoji, symbols or punctuation (no request is sent; issue 21)
  search_too_long: "搜索内容过长，请不超过 {max} 个字。", // search results: the query text is over the limit ({max}; no request is sent; issue 21)
  search_verified: "认证摄影师", // search results card: badge after the author when the photographer subject's status is 1
  search_option_count: "{label}（{count}）", // search results filters: an option with the number of results under it ({label}, {count}; issue 21)
  search_filter_photographer: "摄影师", // search results filters: label of the photographer select (issue 21)
  search_photographer_all: "全部摄影师", // search results filters: photographer select, the option for no photographer filter
  search_filter_price: "价格", // search results filters: label of the price select (issue 21)
  search_price_all: "全部价格", // search results filters: price select, the option for no price filter
  search_price_free: "免费", // search results filters: price option, stories with a free photo or video
  search_price_paid: "付费", // search results filters: price option, stories with a photo or video to buy
  search_filter_fileExt: "文件格式", // search results filters: label of the file-type select (issue 21)
  search_fileExt_all: "全部格式", // search results filters: file-type select, the option for no file-type filter
  search_filter_year: "年份", // search results filters: label of the publish-year select (issue 21)
  search_year_all: "全部年份", // search results filters: year select, the option for no year
  search_filter_date_field: "日期类型", // search results filters: label of the select of what the date range bounds (issue 21)
  search_date_field_publish: "发布日期", // search results filters: date type option, the publish date (the default)
  search_date_field_shoot: "拍摄日期", // search results filters: date type option, the shooting date (SPEC §7 date field shootDate)
  search_filter_shoot_from: "拍摄日期从", // search results filters: label of the start date when the range bounds the shooting date; also a chip's name
  search_filter_shoot_to: "拍摄日期至", // search results filters: label of the end date when the range bounds the shooting date; also a chip's name
  search_filter_shoot_year: "拍摄年份", // search results: a chip's name, the year of the shooting date
  search_filter_text2: "在结果中搜索", // search results filters: label of the field of further words the results must hold (SPEC §7 text2)
  search_filter_tags: "关键词", // search results filters: label of the keyword field (SPEC §7 tags)
  search_tag_invalid: "关键词须为 1 至 64 个字符，且不含 < > \" &", // search results filters: alert at the keyword field when it cannot be a keyword
  search_chip: "{name}：{value}", // search results: a chip, one active filter ({name} of the filter, {value}; issue 21)
  search_chips: "已选筛选条件", // search results: accessible name of the list of active filters (chips; issue 21)
  search_chip_remove: "移除 {name}", // search results: accessible name of a chip's button that clears one filter ({name}: "类型：图片")
  search_date_range_invalid: "开始日期不能晚于结束日期", // search results filters: alert under the dates when the start is after the end
  page_photos: "共 {count} 张图片", // search results card: type label of a photo story with more than one photo ({count})
  page_type_image: "图片", // search results: type label of a card and option of the type select (image)
  page_type_image_group: "组图", // search results: type label of a card and option of the type select (image_group)
  page_type_text: "文字", // search results: type label of a card and option of the type select (text)
  page_type_video: "视频", // search results: type label of a card and option of the type select (video)
  page_type_video_group: "组视频", // search results: type label of a card and option of the type select (video_group)
} as const;
