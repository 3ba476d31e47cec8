// The legal feature's public face: one text with its title, date and states (the close-account
// page shows the 'account' text with it), and the query the texts are read with.
export { LegalText } from './components/legal-text';
export { agreementQueries } from './api/agreement-queries';
