// The catalog feature's public face: its routes and the header's category menu and search box.
export { catalogRoutes } from './routes';
export { CategoryMegaMenu } from './components/category-mega-menu';
export { SearchBox } from './components/search-box';
export { categoryTreeOptions, useCategories, type Category } from './api/get-categories';
export { categoryName } from './category-name';
export { catalogKeys } from './api/catalog-keys';
// Used by the member lists (watch, saved sellers, blocked, recently viewed).
export { ListingGrid } from './listing/listing-grid';
export { Pagination } from './pagination/pagination';
export { pageCountOf } from './pagination/page-window';
// Used by the item page (its countdown, the 'You may also like' row).
export { ListingCard } from './listing/listing-card';
export { CountdownText } from './listing/countdown-text';
export { Scroller } from './home/scroller';
// The header's nav: the same browse links as the home menu.
export { BrowseLinkItem } from './home/browse-link';
export { HOME_LINK, marketBrowseLinks } from './home/browse-links';
