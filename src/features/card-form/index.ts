// The card-form feature's public face: its route (/creditcards?orderId=…).
export { cardFormRoutes } from './routes';
