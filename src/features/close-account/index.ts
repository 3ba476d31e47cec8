// The close-account feature's public face: its route (/terms/account, linked from the settings page).
export { closeAccountRoutes } from './routes';
