export { warehouseRoutes } from './routes';
export { warehouseQueries } from './api/warehouse-queries';
