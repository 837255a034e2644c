import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DOCUMENT_STORE, DuplicateKeyError, type DocumentCollection, type DocumentStore } from '@labmedicin/platform';

interface SeedProgressDocument {
  /** Which seed: one document per seed, under an id derived from its name. */
  _id: string;
  startedAt: string;
  finishedAt?: string;
  /** On the hold's own document: the replica seeding now, and until when unless it renews. */
  holder?: string;
  heldUntil?: string;
}

/** The document of the hold one replica at a time has on seeding. */
const HOLD_ID = idOf('replica-seeding');
/** How long a hold lasts unless renewed: a replica that died while seeding keeps it no longer. */
export const SEED_HOLD_MS = 15_000;

/** How far a first-start seed got: never begun, begun and cut off (a stop or a crash), or stored in full. */
export type SeedState = 'never' | 'started' | 'finished';

/**
 * The 'seedProgress' collection: a seed is marked begun before its first write and finished after
 * its last, so that a seed cut off half way is completed at the next start instead of being taken
 * for the content of a store that is no longer empty.
 */
@Injectable()
export class SeedProgressRepository {
  private readonly progress: DocumentCollection<SeedProgressDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.progress = store.collection<SeedProgressDocument>('seedProgress');
  }

  async stateOf(seed: string): Promise<SeedState> {
    const found = await this.progress.findById(idOf(seed));
    if (!found) return 'never';
    return found.finishedAt ? 'finished' : 'started';
  }

  /** A replica starting at the same moment may have marked it first: begun is begun. */
  async markStarted(seed: string): Promise<void> {
    try {
      await this.progress.insertOne({ _id: idOf(seed), startedAt: new Date().toISOString() });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  /**
   * Takes the hold on seeding for `holder` unless another replica has it and its time has not run
   * out; taking it again renews it. True when `holder` holds it now.
   */
  async hold(holder: string, now = new Date()): Promise<boolean> {
    const held = { holder, heldUntil: new Date(now.getTime() + SEED_HOLD_MS).toISOString() };
    try {
      await this.progress.insertOne({ _id: HOLD_ID, startedAt: now.toISOString(), ...held });
      return true;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const free = { _id: HOLD_ID, $or: [{ holder }, { heldUntil: { $lt: now.toISOString() } }] };
    return (await this.progress.updateOne(free, { $set: held })) !== null;
  }

  async release(holder: string): Promise<void> {
    await this.progress.updateOne({ _id: HOLD_ID, holder }, { $set: { heldUntil: new Date(0).toISOString() } });
  }

  async markFinished(seed: string): Promise<void> {
    await this.progress.updateOne({ _id: idOf(seed) }, { $set: { finishedAt: new Date().toISOString() } });
  }
}

/** Document ids are ObjectIds (24 hex): the same for a seed's name in every replica. */
function idOf(seed: string): string {
  return createHash('sha1').update(`seed:${seed}`).digest('hex').slice(0, 24);
}
