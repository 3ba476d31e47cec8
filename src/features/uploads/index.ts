// Photo uploads (spec 3 "Image upload"): the picker and its state, for case evidence today and
// avatars and listings later.
export { PhotoPicker } from './components/photo-picker';
export { usePhotoPicker, type PhotoPickerState, type PickedPicture } from './api/use-photo-picker';
export { uploadPicture, type UploadPurpose } from './api/upload-picture';
