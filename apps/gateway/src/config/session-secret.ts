import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
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
  const kept = readKept(file);
  if (kept) return kept;
  mkdirSync(dirname(file), { recursive: true });
  // Written whole under a name of its own, then linked into place: gateways starting together on
  // one data folder never read a half-written file, and the first link wins for all of them.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

function readKept(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}
