// The feedback feature's public face: its routes, the record shown wherever a buyer decides (item
// page, store, sellers list, watch list) with the lists' links, and the keys leaving feedback
// invalidates. The pages load on demand (routes.tsx), never with the pages that show a score.
export { feedbackRoutes } from './routes';
export { FeedbackScore } from './components/feedback-score';
export { feedbackHref, type FeedbackSide } from './feedback-url';
export { feedbackKeys } from './api/feedback-keys';
