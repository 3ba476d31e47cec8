// The catalog feature's public face: its routes and the header's category menu and search box.
export { catalogRoutes } from './routes';
export { CategoryMegaMenu } from './components/category-mega-menu';
export { SearchBox } from './components/search-box';
export { categoryQueries, useCategories, type Category } from './api/get-categories';
export { categoryName } from './category-name';
