// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types; ours are read wherever this helper is compiled
/// <reference path="../objects/s3rver.d.ts" />
import { freePort } from './free-port';
import { makeTempDir } from './temp-dir';

/** s3rver accepts exactly these credentials unless told otherwise. */
export const LOCAL_S3_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  /** The environment that points the platform's objects port at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A throwaway S3 server on a free port, storing into its own temp dir. */
export async function startLocalS3(): Promise<LocalS3> {
  // Loaded here, not with the testing helpers: most suites that import them never start one, and s3rver with its dependencies took about a second to load in each.
  const { default: S3rver } = await import('s3rver');
  const dir = await makeTempDir('labmedicin-s3-');
  const server = new S3rver({ address: '127.0.0.1', port: await freePort(), directory: dir.path, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: { S3_ENDPOINT: endpoint, S3_ACCESS_KEY: LOCAL_S3_KEY, S3_SECRET_KEY: LOCAL_S3_KEY },
    stop: async () => {
      await server.close();
      await dir.remove();
    },
  };
}
