import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES_BY_PURPOSE,
  canOpenAdminArea,
  uploadUrlOf,
  type ImagePurpose,
  type MediaItem,
  type RequestMeta,
} from '@labmedicin/contracts';
import { OBJECT_STORE, createOncePerRequest, fail, type ObjectStore } from '@labmedicin/platform';
import { randomBytes } from 'node:crypto';
import { readImageFacts } from './image-bytes';
import { ImagesRepository, type ImageDocument } from './images.repository';

const FAILURES: Record<ImagePurpose, { tooLarge: 'IMAGE_TOO_LARGE' | 'AVATAR_TOO_LARGE'; badType: 'IMAGE_TYPE_INVALID' | 'AVATAR_TYPE_INVALID' }> = {
  article: { tooLarge: 'IMAGE_TOO_LARGE', badType: 'IMAGE_TYPE_INVALID' },
  avatar: { tooLarge: 'AVATAR_TOO_LARGE', badType: 'AVATAR_TYPE_INVALID' },
};

/**
 * Images in object storage with a record each. The bytes decide: the type is read from them (a
 * PNG named photo.gif is a PNG, a script named image.png is refused), the stored name is random
 * hex with the extension of that type, so names never collide, never change and carry nothing
 * the uploader chose.
 */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);

  constructor(
    private readonly images: ImagesRepository,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  /** Article images come from editors (admins, contributors); an avatar from any logged-in user. */
  async store(meta: RequestMeta, input: { data: string; originalName: string; purpose: ImagePurpose }): Promise<MediaItem> {
    if (!meta.actor) throw fail('NOT_LOGGED_IN');
    if (input.purpose === 'article' && !canOpenAdminArea(meta.actor)) throw fail('ADMIN_AREA_REQUIRED');
    const bytes = Buffer.from(input.data, 'base64');
    const failures = FAILURES[input.purpose];
    if (bytes.length > IMAGE_MAX_BYTES[input.purpose]) throw fail(failures.tooLarge);
    const facts = await readImageFacts(bytes, IMAGE_TYPES_BY_PURPOSE[input.purpose]);
    if (!facts) throw fail(failures.badType);
    const actor = meta.actor;
    const doc = await createOncePerRequest({
      earlier: () => this.images.findCreatedBy(meta.requestId),
      isOwn: (earlier) => earlier.uploadedBy === actor.id,
      create: () => this.storeNew(bytes, facts, input, actor.id, meta.requestId),
    });
    return toMediaItem(doc);
  }

  private async storeNew(
    bytes: Buffer,
    facts: NonNullable<Awaited<ReturnType<typeof readImageFacts>>>,
    input: { originalName: string; purpose: ImagePurpose },
    uploadedBy: string,
    requestId: string,
  ): Promise<ImageDocument> {
    const filename = `${randomBytes(16).toString('hex')}.${facts.extension}`;
    await this.objects.put(filename, bytes, facts.mimeType).catch((error: unknown) => {
      // The object store down is not the upload's fault: 503 with its own code, so the editor can try again.
      this.logger.error(`Storing image ${filename} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw fail('STORAGE_UNAVAILABLE');
    });
    try {
      return await this.images.insert({
        filename,
        originalName: input.originalName || filename,
        purpose: input.purpose,
        mimeType: facts.mimeType,
        width: facts.width,
        height: facts.height,
        size: bytes.length,
        uploadedAt: new Date().toISOString(),
        uploadedBy,
        createdByRequest: requestId,
      });
    } catch (error) {
      // No record, no file: an object nobody knows of would never be cleaned up.
      await this.objects.delete(filename);
      throw error;
    }
  }

  /** Removes the record, then the file; 404 when there is no such image. */
  async delete(meta: RequestMeta, filename: string): Promise<{ filename: string; deleted: true }> {
    if (!meta.actor) throw fail('NOT_LOGGED_IN');
    const removed = await this.images.deleteByFilename(filename);
    if (!removed) throw fail('IMAGE_NOT_FOUND');
    await this.objects.delete(filename).catch((error: unknown) => {
      // The record is gone, so the file is unreachable from the library; say so, don't fail the delete.
      this.logger.warn(`Image ${filename} deleted, but its file stayed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return { filename, deleted: true };
  }
}

export function toMediaItem(doc: ImageDocument): MediaItem {
  return {
    _id: doc._id,
    url: uploadUrlOf(doc.filename),
    filename: doc.filename,
    originalName: doc.originalName,
    purpose: doc.purpose,
    mimeType: doc.mimeType,
    width: doc.width,
    height: doc.height,
    size: doc.size,
    uploadedAt: doc.uploadedAt,
  };
}
