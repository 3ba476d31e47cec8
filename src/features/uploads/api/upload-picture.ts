/** Moved to src/lib/uploads so the seller site uploads the same way (issue 33). */
export { uploadPicture, type UploadPurpose } from '../../../lib/uploads/upload-picture';
