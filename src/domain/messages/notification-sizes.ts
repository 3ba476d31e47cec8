/** Notifications a page of the inbox holds (spec 3 section 9: 60 a page). */
export const NOTIFICATION_PAGE_SIZE = 60;
