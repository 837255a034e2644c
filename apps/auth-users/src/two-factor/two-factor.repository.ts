import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE, DuplicateKeyError, type DocumentCollection, type DocumentStore } from '@labmedicin/platform';

/**
 * An account's two-factor sign-in, apart from the account so no read of users can carry it: the
 * key (base32), a key waiting for its first code, the last time step a code was taken from (a code
 * is accepted once) and the hashes of the recovery codes left. No record: two-factor is off.
 */
export interface TwoFactorDocument {
  _id: string;
  userId: string;
  /** The key in use; set together with enabledAt. */
  secret?: string;
  enabledAt?: string;
  /** A key from the setup, until a first code confirms it. */
  pendingSecret?: string;
  lastUsedStep: number;
  recoveryCodeHashes: string[];
}

/** The 'two_factor' collection; the only code that reads or writes it. */
@Injectable()
export class TwoFactorRepository implements OnModuleInit {
  private readonly records: DocumentCollection<TwoFactorDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.records = store.collection<TwoFactorDocument>('two_factor');
  }

  async onModuleInit(): Promise<void> {
    await this.records.ensureIndex({ fields: { userId: 1 }, unique: true });
  }

  find(userId: string): Promise<TwoFactorDocument | null> {
    return this.records.findOne({ userId });
  }

  /** Keeps a new key waiting for its first code; false when two-factor is already on. */
  async savePending(userId: string, pendingSecret: string): Promise<boolean> {
    if (await this.records.updateOne({ userId, enabledAt: null }, { $set: { pendingSecret } })) return true;
    try {
      await this.records.insertOne({ userId, pendingSecret, lastUsedStep: -1, recoveryCodeHashes: [] });
      return true;
    } catch (error) {
      // Another request made the record meanwhile: wait for its key if it is still off.
      if (error instanceof DuplicateKeyError) return (await this.records.updateOne({ userId, enabledAt: null }, { $set: { pendingSecret } })) !== null;
      throw error;
    }
  }

  /** The waiting key becomes the key, with the step its first code came from; false when it is no longer the waiting one. */
  async enable(userId: string, secret: string, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
    const enabled = await this.records.updateOne(
      { userId, pendingSecret: secret, enabledAt: null },
      { $set: { secret, enabledAt: new Date().toISOString(), lastUsedStep: step, recoveryCodeHashes }, $unset: { pendingSecret: true } },
    );
    return enabled !== null;
  }

  /** Takes a code's step if it is later than any taken before (atomic: two requests with one code, one wins). */
  async useStep(userId: string, step: number): Promise<boolean> {
    return (await this.records.updateOne({ userId, secret: { $exists: true }, lastUsedStep: { $lt: step } }, { $set: { lastUsedStep: step } })) !== null;
  }

  /** Uses up a recovery code; false when it is not (or no longer) one of the account's. */
  async useRecoveryCode(userId: string, hash: string): Promise<boolean> {
    return (await this.records.updateOne({ userId, secret: { $exists: true }, recoveryCodeHashes: hash }, { $pull: { recoveryCodeHashes: hash } })) !== null;
  }

  /** Two-factor off (or the account gone): the key and the recovery codes go. */
  async remove(userId: string): Promise<void> {
    await this.records.deleteOne({ userId });
  }
}
