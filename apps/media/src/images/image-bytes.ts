import { fromBuffer } from 'file-type';
import { imageSize } from 'image-size';

/** What the bytes of an image say about it: its type and its pixel size. */
export interface ImageFacts {
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

/** The extension stored files get for each type (never the uploader's). */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The image's type read from its bytes (the magic numbers), never from its name or declared
 * type, and its width and height; null when the bytes are no image of an accepted type or cannot
 * be measured (a truncated file).
 */
export async function readImageFacts(bytes: Buffer, accepted: readonly string[]): Promise<ImageFacts | null> {
  const detected = await fromBuffer(bytes);
  if (!detected || !accepted.includes(detected.mime)) return null;
  const extension = EXTENSIONS[detected.mime];
  if (!extension) return null;
  try {
    const { width, height } = imageSize(bytes);
    if (!width || !height) return null;
    return { mimeType: detected.mime, extension, width, height };
  } catch {
    return null;
  }
}
