import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError, type PlatformConfig } from '@labmedicin/platform';

/**
 * SESSION_SECRET when given. Production requires it (every replica must sign alike). Otherwise a
 * random secret is created once and kept in DATA_DIR/gateway/session-secret, so sessions survive
 * a restart of the embedded profile.
 */
export function resolveSessionSecret(platform: PlatformConfig, given: string | undefined): string {
  if (given) return given;
  if (platform.env === 'production') {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production (at least 16 characters)');
  }
  const file = join(platform.dataDir, 'gateway', 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process of this data folder wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
