import { z } from 'zod';

/** The pages articles may embed when EMBED_HOSTS is unset: the common video players. */
export const DEFAULT_EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** content's own variables, validated with the platform's at start. */
export const contentEnv = {
  /**
   * Hosts whose pages an article may embed in an iframe, comma-separated (exact host names). An
   * embed from any other host is refused when the article is saved.
   */
  EMBED_HOSTS: z
    .string()
    .optional()
    .transform((text) =>
      text === undefined
        ? DEFAULT_EMBED_HOSTS
        : text
            .split(',')
            .map((host) => host.trim().toLowerCase())
            .filter((host) => host !== ''),
    ),
};

export type ContentEnv = z.infer<z.ZodObject<typeof contentEnv>>;

/** The defaults, for tests and tools that build the app without an environment. */
export const DEFAULT_CONTENT_ENV: ContentEnv = z.object(contentEnv).parse({});

export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
