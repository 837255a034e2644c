import { z } from 'zod';
import { LIMITS } from '../limits';

/** The image types the product stores, by the type read from the file's bytes. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * What an image is stored for: an article image (up to 5 MB, JPG/PNG/GIF/WEBP) or a user's avatar
 * (under 2 MB, JPG/PNG/GIF). Avatars are kept out of the article media library.
 */
export const IMAGE_PURPOSES = ['article', 'avatar'] as const;
export const imagePurposeSchema = z.enum(IMAGE_PURPOSES);
export type ImagePurpose = z.infer<typeof imagePurposeSchema>;

/** The largest file each purpose accepts, in bytes. An avatar must be under 2 MB, an article image at most 5 MB. */
export const IMAGE_MAX_BYTES: Record<ImagePurpose, number> = {
  article: LIMITS.imageUploadMaxBytes,
  avatar: LIMITS.avatarMaxBytes - 1,
};

export const IMAGE_TYPES_BY_PURPOSE: Record<ImagePurpose, readonly string[]> = {
  article: IMAGE_MIME_TYPES,
  avatar: AVATAR_MIME_TYPES,
};

/** Texts of the upload failures, shared by media, the gateway and the SPA's English resource. */
export const MEDIA_MESSAGES_TEXT = {
  imageTooLarge: 'File size exceeds 5MB limit.',
  imageTypeInvalid: 'Invalid file type. Only JPG, PNG, GIF, and WEBP images are allowed.',
  avatarTooLarge: 'Image must be smaller than 2MB',
  avatarTypeInvalid: 'Please select an image file',
  imageRequired: 'No image file was uploaded',
  imageNotFound: 'Image not found',
  imageUploaded: 'Image uploaded successfully',
} as const;

/** Stored file names are random hex with the extension of the type read from the bytes. */
export const storedFilenameSchema = z.string().regex(/^[0-9a-f]{32}\.(jpg|png|gif|webp)$/, 'invalidValue');

/**
 * Bytes as base64. Checked with a flat pattern: zod's own base64 check recurses per 4 characters
 * and overflows the stack on a file of a few megabytes.
 */
export const base64Field = z
  .string()
  .min(1)
  .refine((value) => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value), 'invalidValue');

/** The name the file had on the uploader's disk, for display only: a very long one is cut, not refused. */
export const originalNameField = z
  .string()
  .trim()
  .transform((name) => name.slice(0, 255))
  .default('');

/**
 * Payload of MEDIA_MESSAGES.imagesStore: the file's bytes as base64 (binary does not travel as
 * JSON), the name it had on the uploader's disk (kept for display only) and what it is for.
 */
export const imageStoreSchema = z.object({
  data: base64Field,
  originalName: originalNameField,
  purpose: imagePurposeSchema,
});
export type ImageStoreInput = z.input<typeof imageStoreSchema>;

/** A stored image: where it is served, its stored and original names, its pixel size and bytes. */
export const mediaItemSchema = z.object({
  _id: z.string(),
  url: z.string(),
  filename: z.string(),
  originalName: z.string(),
  purpose: imagePurposeSchema,
  mimeType: z.string(),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  size: z.number().int().min(0),
  uploadedAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const imageDeleteSchema = z.object({ filename: storedFilenameSchema });
export const imageDeleteResultSchema = z.object({ filename: z.string(), deleted: z.literal(true) });

/** Where the gateway serves stored files. */
export const UPLOADS_PATH = '/uploads';
export const uploadUrlOf = (filename: string): string => `${UPLOADS_PATH}/${filename}`;

/** The answer of POST /articles/upload: what the editor inserts. */
export interface ArticleImageUploadResponse {
  success: true;
  message: string;
  imageUrl: string;
  alt: string;
  filename: string;
}
