import { Inject, Injectable, Logger } from '@nestjs/common';
import { MEDIA_MESSAGES, UPLOADS_PATH, isServiceErrorBody, type RequestMeta, type User } from '@labmedicin/contracts';
import { SERVICE_CLIENT, fail, type ServiceClient } from '@labmedicin/platform';
import { requireUser } from '../users/user-access';
import { toUser } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';

/**
 * Avatars: the image goes to media's store (which judges its type and size by the bytes), the
 * user's avatar points at it, and the avatar it replaces is deleted from the store.
 */
@Injectable()
export class AvatarsService {
  private readonly logger = new Logger(AvatarsService.name);

  constructor(
    private readonly users: UsersRepository,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  async set(meta: RequestMeta, file: { data: string; originalName: string }): Promise<User> {
    const actor = requireUser(meta);
    const image = await this.services.send(MEDIA_MESSAGES.imagesStore, { ...file, purpose: 'avatar' }, meta);
    const before = await this.users.findById(actor.id);
    const after = before && (await this.users.setAvatar(actor.id, image.url));
    if (!after) {
      await this.removeStored(image.url, meta);
      throw fail('USER_NOT_FOUND');
    }
    if (before.avatar && before.avatar !== image.url) await this.removeStored(before.avatar, meta);
    return toUser(after);
  }

  /** Deletes an avatar we stored; one that is gone already, or an outside URL, is left alone. */
  private async removeStored(avatar: string, meta: RequestMeta): Promise<void> {
    const prefix = `${UPLOADS_PATH}/`;
    if (!avatar.startsWith(prefix)) return;
    try {
      await this.services.send(MEDIA_MESSAGES.imagesDelete, { filename: avatar.slice(prefix.length) }, meta);
    } catch (error) {
      if (isServiceErrorBody(error) && error.code === 'IMAGE_NOT_FOUND') return;
      // The new avatar is in place; an old file left behind costs space, not correctness.
      this.logger.warn(`The replaced avatar ${avatar} could not be deleted: ${isServiceErrorBody(error) ? error.message : String(error)}`);
    }
  }
}
