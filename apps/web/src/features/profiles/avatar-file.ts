import { AVATAR_MIME_TYPES, LIMITS } from '@labmedicin/contracts';

/** Why a chosen file cannot be an avatar, before it is sent: too large, or no JPG/PNG/GIF. */
export type AvatarFileProblem = 'tooLarge' | 'notImage';

export function avatarFileProblem(file: File): AvatarFileProblem | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size >= LIMITS.avatarMaxBytes) return 'tooLarge';
  return null;
}

/** The file as a data URL, for a preview before uploading. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A file's accepted types for the file picker. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');
