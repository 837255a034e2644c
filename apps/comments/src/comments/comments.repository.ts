import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { CommentStatus } from '@labmedicin/contracts';
import { CREATED_BY_REQUEST, DOCUMENT_STORE, type DocumentCollection, type DocumentStore, type Filter } from '@labmedicin/platform';

/**
 * A stored comment. The author's name and the article's slug, title and published state are kept
 * with it, so reading comments never asks another service; article and user events keep them
 * current. `username` is null once the author's account is deleted. `reports` holds the id of
 * each user who reported the comment, each at most once.
 */
export interface CommentDocument {
  _id: string;
  content: string;
  status: CommentStatus;
  userId: string;
  username: string | null;
  articleId: string;
  articleSlug: string;
  articleTitle: string;
  articlePublished: boolean;
  reports: string[];
  createdAt: string;
  updatedAt: string;
  /** The id of the request that posted it (unique; absent on comments posted before it was kept). */
  createdByRequest?: string;
}

export type NewComment = Pick<CommentDocument, 'content' | 'userId' | 'username' | 'articleId' | 'articleSlug' | 'articleTitle'>;

export interface CommentSlice {
  records: CommentDocument[];
  total: number;
}

const NEWEST_FIRST = { createdAt: -1 } as const;

/** The 'comments' collection. Returns plain objects. */
@Injectable()
export class CommentsRepository implements OnModuleInit {
  private readonly comments: DocumentCollection<CommentDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.comments = store.collection<CommentDocument>('comments');
  }

  async onModuleInit(): Promise<void> {
    await this.comments.ensureIndex({ fields: { articleSlug: 1, status: 1, createdAt: -1 } });
    await this.comments.ensureIndex({ fields: { status: 1, createdAt: -1 } });
    await this.comments.ensureIndex({ fields: { articleId: 1 } });
    await this.comments.ensureIndex({ fields: { userId: 1 } });
    await this.comments.ensureIndex({ fields: { [CREATED_BY_REQUEST]: 1 }, unique: true, sparse: true });
  }

  /** A new comment waits as pending, unreported, on a published article. DuplicateKeyError when `requestId` posted one already. */
  create(values: NewComment, requestId: string): Promise<CommentDocument> {
    const now = new Date().toISOString();
    return this.comments.insertOne({ ...values, status: 'pending', articlePublished: true, reports: [], createdAt: now, updatedAt: now, createdByRequest: requestId });
  }

  findCreatedBy(requestId: string): Promise<CommentDocument | null> {
    return this.comments.findOne({ [CREATED_BY_REQUEST]: requestId });
  }

  findById(id: string): Promise<CommentDocument | null> {
    return this.comments.findById(id);
  }

  /** What readers see of an article: its approved comments while it is published, newest first. */
  approvedOf(slug: string, page: number, limit: number): Promise<CommentSlice> {
    return this.slice({ articleSlug: slug, articlePublished: true, status: 'approved' }, page, limit);
  }

  /** Every comment, or those of one status, newest first. */
  withStatus(status: CommentStatus | undefined, page: number, limit: number): Promise<CommentSlice> {
    return this.slice(status ? { status } : {}, page, limit);
  }

  setStatus(id: string, status: CommentStatus): Promise<CommentDocument | null> {
    return this.comments.updateOne({ _id: id }, { $set: { status, updatedAt: new Date().toISOString() } });
  }

  /**
   * Adds the user's report to a comment readers can see, unless the user has reported it already;
   * null when nothing was added. One conditional write, so two reports at once still count once.
   */
  addReport(id: string, userId: string): Promise<CommentDocument | null> {
    return this.comments.updateOne(
      { _id: id, status: 'approved', articlePublished: true, reports: { $ne: userId } },
      { $push: { reports: userId } },
    );
  }

  delete(id: string): Promise<boolean> {
    return this.comments.deleteOne({ _id: id });
  }

  async hasArticle(articleId: string): Promise<boolean> {
    return (await this.comments.count({ articleId })) > 0;
  }

  /** The article's comments follow its slug, title and published state. */
  async updateArticle(articleId: string, values: Partial<Pick<CommentDocument, 'articleSlug' | 'articleTitle' | 'articlePublished'>>): Promise<void> {
    await this.comments.updateMany({ articleId }, { $set: values });
  }

  async deleteOfArticle(articleId: string): Promise<void> {
    await this.comments.deleteMany({ articleId });
  }

  async hasAuthor(userId: string): Promise<boolean> {
    return (await this.comments.count({ userId })) > 0;
  }

  async renameAuthor(userId: string, username: string): Promise<void> {
    await this.comments.updateMany({ userId }, { $set: { username } });
  }

  /** The user's comments stay, without the name of an account that no longer exists. */
  async forgetAuthor(userId: string): Promise<void> {
    await this.comments.updateMany({ userId }, { $set: { username: null } });
  }

  private async slice(filter: Filter, page: number, limit: number): Promise<CommentSlice> {
    const [records, total] = await Promise.all([
      this.comments.find(filter, { sort: NEWEST_FIRST, skip: (page - 1) * limit, limit }),
      this.comments.count(filter),
    ]);
    return { records, total };
  }
}
