import { Injectable } from '@nestjs/common';
import {
  TOTP_CODE_PATTERN,
  fieldFailure,
  type RequestMeta,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type User,
} from '@labmedicin/contracts';
import { ServiceError, fail } from '@labmedicin/platform';
import { requireUser } from '../users/user-access';
import { UserEvents } from '../users/user-events';
import { toUser } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { matchingStep, newSecret, otpauthUri } from './totp';
import { TwoFactorRepository } from './two-factor.repository';

/** A wrong, reused or expired code, said on the form's code field. */
const codeWrong = () => new ServiceError(fieldFailure('TWO_FACTOR_CODE_WRONG', { code: 'twoFactorCodeWrong' }));

/**
 * Two-factor sign-in of local accounts: a key set up from the profile and confirmed with a first
 * code, the recovery codes, and the check of the code after the password. The key and the codes
 * never leave this service, except the recovery codes once, as they are made.
 *
 * Turning it on or off announces user.updated, so the gateways drop the cached actor that says
 * whether it is on. (Audit entries for both belong where they are announced: enable and disable.)
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly records: TwoFactorRepository,
    private readonly users: UsersRepository,
    private readonly events: UserEvents,
  ) {}

  async status(userId: string): Promise<TwoFactorStatus> {
    const record = await this.records.find(userId);
    const enabled = !!record?.secret;
    return { enabled, recoveryCodesLeft: enabled ? (record?.recoveryCodeHashes.length ?? 0) : 0, required: false };
  }

  /** A new key for the caller, waiting for its first code; a setup started again replaces the waiting key. */
  async setup(meta: RequestMeta): Promise<TwoFactorSetup> {
    const actor = requireUser(meta);
    const user = await this.users.findById(actor.id);
    if (!user) throw fail('USER_NOT_FOUND');
    const secret = newSecret();
    if (!(await this.records.savePending(actor.id, secret))) throw fail('TWO_FACTOR_STATE_CHANGED');
    return { secret, uri: otpauthUri(secret, user.email) };
  }

  /** Turns two-factor on when the code comes from the waiting key; the recovery codes are answered this once. */
  async enable(meta: RequestMeta, code: string): Promise<TwoFactorEnabled> {
    const actor = requireUser(meta);
    const record = await this.records.find(actor.id);
    if (record?.secret) throw fail('TWO_FACTOR_STATE_CHANGED');
    if (!record?.pendingSecret) throw fail('TWO_FACTOR_STATE_CHANGED');
    const step = matchingStep(record.pendingSecret, code);
    if (step === null) throw codeWrong();
    const recoveryCodes = newRecoveryCodes();
    if (!(await this.records.enable(actor.id, record.pendingSecret, step, recoveryCodes.map(recoveryCodeHash)))) throw fail('TWO_FACTOR_STATE_CHANGED');
    await this.events.updated(actor.id, meta);
    return { recoveryCodes };
  }

  /** Turns two-factor off with a current code or a recovery code. */
  async disable(meta: RequestMeta, code: string): Promise<User> {
    const actor = requireUser(meta);
    const user = await this.users.findById(actor.id);
    if (!user) throw fail('USER_NOT_FOUND');
    await this.useCode(actor.id, code);
    await this.records.remove(actor.id);
    await this.events.updated(actor.id, meta);
    return toUser(user);
  }

  /** The second step of a sign-in: the account when the code is right; each code counts once. */
  async verify(userId: string, code: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw fail('USER_NOT_FOUND');
    await this.useCode(userId, code);
    return toUser(user);
  }

  /** Takes a code from the app (its step once) or a recovery code (used up); TWO_FACTOR_CODE_WRONG otherwise. */
  private async useCode(userId: string, code: string): Promise<void> {
    const record = await this.records.find(userId);
    if (!record?.secret) throw fail('TWO_FACTOR_STATE_CHANGED');
    if (TOTP_CODE_PATTERN.test(code)) {
      const step = matchingStep(record.secret, code);
      if (step === null || !(await this.records.useStep(userId, step))) throw codeWrong();
      return;
    }
    if (!(await this.records.useRecoveryCode(userId, recoveryCodeHash(code)))) throw codeWrong();
  }
}
