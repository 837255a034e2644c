import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE, type DocumentCollection, type DocumentStore } from '@labmedicin/platform';

/** A reset link as stored: only the SHA-256 of its token, never the token itself. */
export interface ResetTokenDocument {
  _id: string;
  tokenHash: string;
  userId: string;
  expiresAt: string;
  /** When it was spent; null while it can still be used. */
  usedAt: string | null;
  createdAt: string;
}

/** Spent and expired links are kept a day after they expire, then deleted. */
const KEPT_AFTER_EXPIRY_MS = 24 * 3600 * 1000;

/** The 'passwordResets' collection. */
@Injectable()
export class ResetTokensRepository implements OnModuleInit {
  private readonly tokens: DocumentCollection<ResetTokenDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.tokens = store.collection<ResetTokenDocument>('passwordResets');
  }

  async onModuleInit(): Promise<void> {
    await this.tokens.ensureIndex({ fields: { tokenHash: 1 }, unique: true });
    await this.tokens.ensureIndex({ fields: { userId: 1 } });
  }

  async create(tokenHash: string, userId: string, ttlMs: number): Promise<void> {
    const now = Date.now();
    await this.tokens.deleteMany({ expiresAt: { $lt: new Date(now - KEPT_AFTER_EXPIRY_MS).toISOString() } });
    await this.tokens.insertOne({
      tokenHash,
      userId,
      expiresAt: new Date(now + ttlMs).toISOString(),
      usedAt: null,
      createdAt: new Date(now).toISOString(),
    });
  }

  findByHash(tokenHash: string): Promise<ResetTokenDocument | null> {
    return this.tokens.findOne({ tokenHash });
  }

  /** Spends the link; false when another request spent it first. */
  async spend(id: string): Promise<boolean> {
    return (await this.tokens.updateOne({ _id: id, usedAt: null }, { $set: { usedAt: new Date().toISOString() } })) !== null;
  }

  /** After a reset, the account's other links are spent too: an older mail must not reset it again. */
  async spendAllOf(userId: string): Promise<void> {
    await this.tokens.updateMany({ userId, usedAt: null }, { $set: { usedAt: new Date().toISOString() } });
  }
}
