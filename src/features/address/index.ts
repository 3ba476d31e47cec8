// The address feature's public face: the address chooser for checkout and order pages, the book's
// query hook and its page's route.
export { AddressDialog, type AddressDialogProps } from './components/address-dialog';
export { useAddresses, addressQueries } from './api/get-addresses';
export { addressRoutes } from './routes';
