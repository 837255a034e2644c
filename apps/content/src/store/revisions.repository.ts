import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE, type DocumentCollection, type DocumentStore, type NewDocument, type StoredDocument } from '@labmedicin/platform';
import type { ArticleFields } from './articles.repository';

/**
 * One saved state of an article. (articleId, versionNumber) is unique: of two saves based on the
 * same version only the first stores its revision, so the second cannot overwrite it.
 */
export interface RevisionDocument extends StoredDocument, ArticleFields {
  articleId: string;
  versionNumber: number;
  timestamp: string;
  /** The username of the session that saved, never a value from the request body. */
  editedBy: string;
  changeDescription?: string;
  /**
   * The id of the request whose save stored it: the same request run again (a replica taking over
   * from one that died) is answered with that save. Absent on first revisions and retags.
   */
  savedByRequest?: string;
}

export type RevisionListRecord = Pick<RevisionDocument, '_id' | 'versionNumber' | 'timestamp' | 'editedBy' | 'changeDescription'>;

/** The 'revisions' collection. Returns plain objects. History is only ever added to. */
@Injectable()
export class RevisionsRepository implements OnModuleInit {
  private readonly revisions: DocumentCollection<RevisionDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.revisions = store.collection<RevisionDocument>('revisions');
  }

  async onModuleInit(): Promise<void> {
    await this.revisions.ensureIndex({ fields: { articleId: 1, versionNumber: 1 }, unique: true });
    await this.revisions.ensureIndex({ fields: { timestamp: 1 } });
  }

  /** DuplicateKeyError when that version of the article already exists. */
  insert(revision: NewDocument<RevisionDocument>): Promise<RevisionDocument> {
    return this.revisions.insertOne(revision);
  }

  /** All or none; DuplicateKeyError when any of those versions already exists. */
  insertMany(revisions: NewDocument<RevisionDocument>[]): Promise<RevisionDocument[]> {
    return this.revisions.insertMany(revisions);
  }

  /** Takes back revisions whose article save did not happen (the save is reported as failed). */
  async withdraw(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.revisions.deleteMany({ _id: { $in: ids } });
  }

  find(articleId: string, versionNumber: number): Promise<RevisionDocument | null> {
    return this.revisions.findOne({ articleId, versionNumber });
  }

  /** The revisions saved at or after `timestamp` (an ISO time), oldest first. */
  savedSince(timestamp: string): Promise<RevisionDocument[]> {
    return this.revisions.find({ timestamp: { $gte: timestamp } }, { sort: { timestamp: 1 } });
  }

  /** One page of an article's history, newest first, and the number of all its revisions. */
  async page(articleId: string, page: number, limit: number): Promise<{ records: RevisionListRecord[]; total: number }> {
    const [records, total] = await Promise.all([
      this.revisions.find(
        { articleId },
        {
          sort: { versionNumber: -1 },
          skip: (page - 1) * limit,
          limit,
          projection: { versionNumber: 1, timestamp: 1, editedBy: 1, changeDescription: 1 },
        },
      ),
      this.revisions.count({ articleId }),
    ]);
    return { records, total };
  }

  async isEmpty(): Promise<boolean> {
    return (await this.revisions.count({})) === 0;
  }
}
