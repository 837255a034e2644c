import { embedHostsEnvSchema } from '@labmedicin/contracts';
import { z } from 'zod';

/** content's own variables, validated with the platform's at start. */
export const contentEnv = {
  /**
   * Hosts whose pages an article may embed in an iframe, comma-separated (exact host names). An
   * embed from any other host is refused when the article is saved.
   */
  EMBED_HOSTS: embedHostsEnvSchema,
};

export type ContentEnv = z.infer<z.ZodObject<typeof contentEnv>>;

/** The defaults, for tests and tools that build the app without an environment. */
export const DEFAULT_CONTENT_ENV: ContentEnv = z.object(contentEnv).parse({});

export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
