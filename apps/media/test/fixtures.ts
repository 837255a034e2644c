import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import type { Actor, AnswerOf, PayloadOf, RequestMessage } from '@labmedicin/contracts';
import { OBJECT_STORE, bootstrapService, type ObjectStore } from '@labmedicin/platform';
import { actors, startService, type RunningService } from '@labmedicin/platform/testing';
import { AppModule } from '../src/app.module';
// eslint-disable-next-line @nx/enforce-module-boundaries -- usage comes from the real content service's events
import { AppModule as ContentModule } from '../../content/src/app.module';

export interface RunningMedia extends RunningService {
  /** Calls media over the real transport on behalf of `actor`: a contributor unless told otherwise. */
  send<M extends RequestMessage>(message: M, payload: PayloadOf<M>, actor?: Actor | null): Promise<AnswerOf<M>>;
  objects(): ObjectStore;
}

/**
 * media and the real content service beside it (content's article events keep media's usage; a
 * forced delete asks content to remove the image), each as its main starts it, sharing `dataDir`.
 */
export async function startMediaWithContent(dataDir: string): Promise<RunningMedia & { content: INestMicroservice }> {
  const media = await startMedia(dataDir);
  const content = await bootstrapService('content', media.config, ContentModule.forRoot(media.config));
  return {
    ...media,
    content,
    close: async () => {
      await content.close();
      await media.close();
    },
  };
}

/** media started as its main starts it, with NeDB and files in `dataDir` and free transport ports. */
export async function startMedia(dataDir: string, env: Record<string, string> = {}): Promise<RunningMedia> {
  const media = await startService('media', {}, (config) => AppModule.forRoot(config), dataDir, env);
  return {
    ...media,
    send: (message, payload, actor = actors.contributor) => media.send(message, payload, actor),
    objects: () => media.service.get<ObjectStore>(OBJECT_STORE),
  };
}
