// The account settings page (/myholo/setting): every row of spec 3 "Account settings".
export { accountSettingsRoutes } from './routes';
