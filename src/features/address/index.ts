// The address feature's public face: the address chooser for checkout and order pages, the book's
// query hook and its page's route, and the address fields for another kind of address's form.
export { AddressDialog, type AddressDialogProps } from './components/address-dialog';
export { AddressFormFields } from './components/address-form-fields';
export { useAddressFields } from './components/use-address-fields';
export { useAddresses, addressQueries } from './api/get-addresses';
export { addressRoutes } from './routes';
