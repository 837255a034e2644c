import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PASSWORD_RESET_TTL_MINUTES, type PasswordResetInput, type RequestMeta } from '@labmedicin/contracts';
import { MAILER, fail, type Mailer } from '@labmedicin/platform';
import type { z } from 'zod';
import type { passwordResetRequestMessageSchema } from '@labmedicin/contracts';
import { PasswordHasher } from '../auth/password-hasher';
import { UserEvents } from '../users/user-events';
import { UsersRepository } from '../users/users.repository';
import { resetMail } from './reset-mail';
import { ResetTokensRepository } from './reset-tokens.repository';

type ResetRequest = z.infer<typeof passwordResetRequestMessageSchema>;

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A forgotten password: a single-use link by mail, then a new password by its token. Only the
 * token's SHA-256 is stored, so the store alone resets nothing.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);
  /** The mails under way, so a shutdown (and a test) can wait for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: ResetTokensRepository,
    private readonly passwords: PasswordHasher,
    private readonly events: UserEvents,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /**
   * Answers at once, the same for any address: the token is made either way, and looking the
   * address up, storing the token and sending happen afterwards, so neither the answer nor its
   * timing tells whether the address has an account.
   */
  request(input: ResetRequest): void {
    const token = randomBytes(32).toString('base64url');
    const work = this.mailLink(input, token).catch((error: unknown) =>
      this.logger.error(`password reset mail not sent: ${error instanceof Error ? error.message : String(error)}`),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async mailLink({ email, language, siteUrl }: ResetRequest, token: string): Promise<void> {
    const tokenHash = hashOf(token);
    const user = await this.users.findByEmail(email);
    const link = `${siteUrl.replace(/\/+$/, '')}/reset-password?token=${token}`;
    const message = resetMail(user?.email ?? email, user?.username ?? '', link, language);
    if (!user) return;
    await this.tokens.create(tokenHash, user._id, TTL_MS);
    await this.mailer.send(message);
  }

  /** Resolves once every mail asked for so far has been sent or has failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /**
   * The new password, by a link's token. An unknown, spent or expired token is refused with one
   * code (RESET_TOKEN_INVALID), which tells a guesser nothing, and changes nothing. The session
   * generation rises with the password, so every session of the account ends; the account's
   * other links are spent too.
   */
  async reset(meta: RequestMeta, { token, password }: PasswordResetInput): Promise<{ userId: string }> {
    const stored = await this.tokens.findByHash(hashOf(token));
    if (!stored || stored.usedAt || Date.parse(stored.expiresAt) <= Date.now()) throw fail('RESET_TOKEN_INVALID');
    const passwordHash = await this.passwords.hash(password);
    if (!(await this.tokens.spend(stored._id))) throw fail('RESET_TOKEN_INVALID');
    const changed = await this.users.changePassword(stored.userId, passwordHash);
    if (!changed) throw fail('RESET_TOKEN_INVALID');
    await this.tokens.spendAllOf(stored.userId);
    await this.events.updated(stored.userId, meta);
    return { userId: stored.userId };
  }
}
