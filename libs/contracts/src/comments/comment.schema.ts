import { z } from 'zod';
import { blankAsAbsent, pageQuerySchema, paginationSchema } from '../api';
import { objectIdSchema } from '../ids';
import { LIMITS } from '../limits';
import { articleSlugSchema } from '../articles/article.schema';

// What needs no zod is in a module of its own, so a bundle can take it without the schemas.
export * from './comment.constants';

/**
 * A comment waits as pending until an admin approves it; rejecting moves it to spam. Only
 * approved comments are shown to readers.
 */
export const COMMENT_STATUSES = ['approved', 'pending', 'spam', 'deleted'] as const;
export const commentStatusSchema = z.enum(COMMENT_STATUSES, { errorMap: () => ({ message: 'invalidValue' }) });
export type CommentStatus = z.infer<typeof commentStatusSchema>;

/** A reader's comment: plain text (shown as text, never as HTML), 1 to 2000 characters once trimmed. */
export const commentInputSchema = z.object({
  content: z
    .string({ required_error: 'commentRequired', invalid_type_error: 'commentRequired' })
    .trim()
    .min(1, 'commentRequired')
    .max(LIMITS.commentMax, 'commentTooLong'),
});
export type CommentInput = z.infer<typeof commentInputSchema>;
export type CommentFormValues = z.input<typeof commentInputSchema>;

/** The comment's author; null once the author's account has been deleted (the comment stays). */
export const commentAuthorSchema = z.object({ _id: z.string(), username: z.string() }).nullable();

/** The article a comment belongs to. */
export const commentArticleSchema = z.object({ _id: z.string(), slug: z.string(), title: z.string() });

/** A comment as admins see it: `reports` holds the id of each user who reported it. */
export const commentSchema = z.object({
  _id: z.string(),
  content: z.string(),
  status: commentStatusSchema,
  userId: commentAuthorSchema,
  articleId: commentArticleSchema,
  reports: z.array(z.string()),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * A comment as readers see it: who reported it stays with the admins; `reported` says whether the
 * reader asking has reported it.
 */
export const readerCommentSchema = commentSchema.omit({ reports: true }).extend({ reported: z.boolean() });
export type ReaderComment = z.infer<typeof readerCommentSchema>;

/** GET /articles/:slug/comments: a page of the article's approved comments, newest first. */
export const articleCommentsQuerySchema = pageQuerySchema(LIMITS.commentPageSize, LIMITS.maxPageSize);
export type ArticleCommentsQuery = z.infer<typeof articleCommentsQuerySchema>;

/** GET /admin/comments: every comment, or those of one status, newest first. */
export const adminCommentsQuerySchema = pageQuerySchema(LIMITS.commentPageSize, LIMITS.maxPageSize).extend({
  status: z.preprocess(blankAsAbsent, commentStatusSchema.optional()),
});
export type AdminCommentsQuery = z.infer<typeof adminCommentsQuerySchema>;
export type AdminCommentsRequest = z.input<typeof adminCommentsQuerySchema>;

export const commentIdSchema = z.object({ id: objectIdSchema });

/** Payload of COMMENTS_MESSAGES.articleComments. */
export const articleCommentsRequestSchema = articleCommentsQuerySchema.merge(articleSlugSchema);

/** Payload of COMMENTS_MESSAGES.post: the article's slug and the reader's text. */
export const commentPostRequestSchema = commentInputSchema.merge(articleSlugSchema);

export const readerCommentPageSchema = z.object({ data: z.array(readerCommentSchema), pagination: paginationSchema });
export type ReaderCommentPage = z.infer<typeof readerCommentPageSchema>;

export const commentPageSchema = z.object({ data: z.array(commentSchema), pagination: paginationSchema });
export type CommentPage = z.infer<typeof commentPageSchema>;

/** Answer of COMMENTS_MESSAGES.delete: the comment as it was. */
export const commentDeleteResultSchema = z.object({ deleted: commentSchema });
export type CommentDeleteResult = z.infer<typeof commentDeleteResultSchema>;
