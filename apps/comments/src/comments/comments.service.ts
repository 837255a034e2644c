import { Inject, Injectable } from '@nestjs/common';
import {
  CONTENT_MESSAGES,
  isAdmin,
  paginationOf,
  type Actor,
  type AdminCommentsQuery,
  type Comment,
  type CommentDeleteResult,
  type CommentPage,
  type CommentStatus,
  type ReaderComment,
  type ReaderCommentPage,
  type RequestMeta,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, createOncePerRequest, fail, type ServiceClient } from '@labmedicin/platform';
import { CommentsRepository, type CommentDocument } from './comments.repository';

/**
 * Comments on articles: readers see an article's approved comments; a logged-in user posts one,
 * which waits as pending until an admin approves it, and reports a comment at most once. Admins
 * list every comment by status, approve, reject (to spam) and delete. The gateway checks roles
 * first; the service checks again, since the actor in the meta is all it trusts.
 */
@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  async ofArticle(meta: RequestMeta, slug: string, page: number, limit: number): Promise<ReaderCommentPage> {
    const { records, total } = await this.comments.approvedOf(slug, page, limit);
    return { data: records.map((record) => readerView(record, meta.actor)), pagination: paginationOf(page, limit, total) };
  }

  /** Only on a published article, as content reports it now; the comment waits as pending. */
  async post(meta: RequestMeta, slug: string, content: string): Promise<ReaderComment> {
    const actor = requireUser(meta);
    const article = await this.services.send(CONTENT_MESSAGES.articlesGet, { slug }, meta);
    // Editors can read drafts; no one comments on them.
    if (article.status !== 'published') throw fail('ARTICLE_NOT_FOUND');
    const created = await createOncePerRequest({
      earlier: () => this.comments.findCreatedBy(meta.requestId),
      isOwn: (earlier) => earlier.userId === actor.id,
      create: () =>
        this.comments.create(
          { content, userId: actor.id, username: actor.username, articleId: article._id, articleSlug: article.slug, articleTitle: article.title },
          meta.requestId,
        ),
    });
    // The earlier comments carry the article's title as it was when they were posted.
    await this.comments.updateArticle(article._id, { articleTitle: article.title });
    return readerView(created, actor);
  }

  /** Comments readers cannot see cannot be reported; a second report by the same user is a 409. */
  async report(meta: RequestMeta, id: string): Promise<ReaderComment> {
    const actor = requireUser(meta);
    const reported = await this.comments.addReport(id, actor.id);
    if (reported) return readerView(reported, actor);
    const comment = await this.comments.findById(id);
    if (!comment || !visibleToReaders(comment)) throw fail('COMMENT_NOT_FOUND');
    throw fail('COMMENT_ALREADY_REPORTED');
  }

  async list(meta: RequestMeta, { status, page, limit }: AdminCommentsQuery): Promise<CommentPage> {
    requireAdmin(meta);
    const { records, total } = await this.comments.withStatus(status, page, limit);
    return { data: records.map(adminView), pagination: paginationOf(page, limit, total) };
  }

  approve(meta: RequestMeta, id: string): Promise<Comment> {
    return this.moderate(meta, id, 'approved');
  }

  reject(meta: RequestMeta, id: string): Promise<Comment> {
    return this.moderate(meta, id, 'spam');
  }

  /** Permanent: the comment is gone from the store. */
  async delete(meta: RequestMeta, id: string): Promise<CommentDeleteResult> {
    requireAdmin(meta);
    const comment = await this.comments.findById(id);
    if (!comment || !(await this.comments.delete(id))) throw fail('COMMENT_NOT_FOUND');
    return { deleted: adminView(comment) };
  }

  private async moderate(meta: RequestMeta, id: string, status: CommentStatus): Promise<Comment> {
    requireAdmin(meta);
    const comment = await this.comments.setStatus(id, status);
    if (!comment) throw fail('COMMENT_NOT_FOUND');
    return adminView(comment);
  }
}

function requireUser(meta: RequestMeta): Actor {
  if (!meta.actor) throw fail('NOT_LOGGED_IN');
  return meta.actor;
}

function requireAdmin(meta: RequestMeta): Actor {
  const actor = requireUser(meta);
  if (!isAdmin(actor)) throw fail('ADMIN_REQUIRED');
  return actor;
}

const visibleToReaders = (comment: CommentDocument) => comment.status === 'approved' && comment.articlePublished;

function adminView(comment: CommentDocument): Comment {
  return {
    _id: comment._id,
    content: comment.content,
    status: comment.status,
    userId: comment.username === null ? null : { _id: comment.userId, username: comment.username },
    articleId: { _id: comment.articleId, slug: comment.articleSlug, title: comment.articleTitle },
    reports: comment.reports,
    createdAt: comment.createdAt,
  };
}

function readerView(comment: CommentDocument, actor: Actor | null): ReaderComment {
  const { reports, ...view } = adminView(comment);
  return { ...view, reported: !!actor && reports.includes(actor.id) };
}
