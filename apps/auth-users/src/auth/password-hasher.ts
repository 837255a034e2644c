import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

/** argon2id with the OWASP baseline parameters (19 MiB, 2 passes, 1 lane). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and checks passwords. `verifyOrDummy` spends the same work when there is no account, so
 * the time of a login does not tell whether an email is registered.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash(randomBytes(16).toString('hex'));
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** True only when `hash` is given and matches; with no hash a dummy one is checked and false returned. */
  async verifyOrDummy(hash: string | undefined, password: string): Promise<boolean> {
    const matches = await argon2.verify(hash ?? this.dummyHash, password).catch(() => false);
    return hash !== undefined && matches;
  }
}
