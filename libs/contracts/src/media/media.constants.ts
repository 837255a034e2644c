/** Texts of the upload failures, shared by media, the gateway and the SPA's English resource. */
export const MEDIA_MESSAGES_TEXT = {
  imageTooLarge: 'File size exceeds 5MB limit.',
  imageTypeInvalid: 'Invalid file type. Only JPG, PNG, GIF, and WEBP images are allowed.',
  avatarTooLarge: 'Image must be smaller than 2MB',
  avatarTypeInvalid: 'Please select an image file',
  imageRequired: 'No image file was uploaded',
  imageNotFound: 'Image not found',
  imageUploaded: 'Image uploaded successfully',
  imageInUse: 'This image is used by articles; delete it anyway to remove it from them',
  imageDeleted: 'Image deleted successfully',
} as const;
