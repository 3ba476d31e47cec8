/** The two page sizes GET /api/watch takes: the header's dropdown and the watch list page. */
export const WATCH_DROPDOWN_SIZE = 6;
export const WATCH_PAGE_SIZE = 60;
