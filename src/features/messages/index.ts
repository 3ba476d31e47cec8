// The messages feature's public face: the header's badge count, the Contact us button and its routes.
export { useMessageCount } from './api/use-message-count';
export { notificationQueries } from './api/notification-queries';
export { ContactUsButton } from './components/contact-us-button';
export { messageRoutes } from './routes';
