import { z } from 'zod';
import {
  articleChangedEventSchema,
  articleDeleteResultSchema,
  articleInputSchema,
  articleListQuerySchema,
  articlePageSchema,
  articleSchema,
  articleSearchQuerySchema,
  articleSearchResultSchema,
  articleSlugSchema,
  articleUpdateRequestSchema,
  articleVersionRequestSchema,
  articleViewedEventSchema,
  reviewNoteRequestSchema,
} from '../articles/article.schema';
import { revisionCompareSchema, revisionComparisonSchema, revisionDetailSchema, revisionListQuerySchema, revisionPageSchema, revisionRefSchema } from '../articles/revision.schema';
import {
  tagArticlesQuerySchema,
  tagDeleteResultSchema,
  tagDeleteSchema,
  tagMergeResultSchema,
  tagMergeSchema,
  tagSchema,
  tagsChangedEventSchema,
} from '../articles/tag.schema';
import { loginSchema, registerSchema, userChangedEventSchema, userIdSchema, userSchema } from '../auth/auth.schema';
import {
  categoryArticlesSchema,
  categoryChangedEventSchema,
  categoryDeleteRequestSchema,
  categoryDeleteResultSchema,
  categoryIdSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateRequestSchema,
} from '../categories/category.schema';
import { actorSchema } from '../roles';
import { eventMessage, requestMessage } from './message';
import type { ServiceName } from './nodes';

/** A message that carries nothing but its meta. */
export const noPayloadSchema = z.object({}).default({});

/** A service's answer to its health message: each adapter's state ('ok' or the failure). */
export const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.record(z.string()),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

const health = <S extends ServiceName>(service: S) => requestMessage(service, `${service}.health`, noPayloadSchema, serviceHealthSchema);

/** Every service answers its own health message with the state of the adapters it opened. */
export const HEALTH_MESSAGES = {
  'auth-users': health('auth-users'),
  content: health('content'),
  media: health('media'),
  comments: health('comments'),
} as const;

export const AUTH_USERS_MESSAGES = {
  register: requestMessage('auth-users', 'auth-users.users.register', registerSchema, userSchema),
  verifyCredentials: requestMessage('auth-users', 'auth-users.credentials.verify', loginSchema, userSchema),
  getActor: requestMessage('auth-users', 'auth-users.users.actor', userIdSchema, actorSchema.nullable()),
  getMe: requestMessage('auth-users', 'auth-users.users.me', userIdSchema, userSchema),
} as const;

export const CONTENT_MESSAGES = {
  categoriesList: requestMessage('content', 'content.categories.list', categoryListQuerySchema, z.array(categorySchema)),
  categoriesCreate: requestMessage('content', 'content.categories.create', categoryInputSchema, categorySchema),
  categoriesUpdate: requestMessage('content', 'content.categories.update', categoryUpdateRequestSchema, categorySchema),
  categoriesDelete: requestMessage('content', 'content.categories.delete', categoryDeleteRequestSchema, categoryDeleteResultSchema),
  categoriesArticles: requestMessage('content', 'content.categories.articles', categoryIdSchema, categoryArticlesSchema),
  articlesList: requestMessage('content', 'content.articles.list', articleListQuerySchema, articlePageSchema),
  articlesGet: requestMessage('content', 'content.articles.get', articleSlugSchema, articleSchema),
  articlesCreate: requestMessage('content', 'content.articles.create', articleInputSchema, articleSchema),
  articlesUpdate: requestMessage('content', 'content.articles.update', articleUpdateRequestSchema, articleSchema),
  articlesDelete: requestMessage('content', 'content.articles.delete', articleSlugSchema, articleDeleteResultSchema),
  articlesSubmitForReview: requestMessage('content', 'content.articles.review.submit', articleVersionRequestSchema, articleSchema),
  articlesReturnToAuthor: requestMessage('content', 'content.articles.review.return', reviewNoteRequestSchema, articleSchema),
  articlesPublish: requestMessage('content', 'content.articles.publish', articleVersionRequestSchema, articleSchema),
  articlesSearch: requestMessage('content', 'content.articles.search', articleSearchQuerySchema, articleSearchResultSchema),
  revisionsList: requestMessage('content', 'content.revisions.list', revisionListQuerySchema, revisionPageSchema),
  revisionsGet: requestMessage('content', 'content.revisions.get', revisionRefSchema, revisionDetailSchema),
  revisionsCompare: requestMessage('content', 'content.revisions.compare', revisionCompareSchema, revisionComparisonSchema),
  revisionsRestore: requestMessage('content', 'content.revisions.restore', revisionRefSchema, articleSchema),
  tagsList: requestMessage('content', 'content.tags.list', noPayloadSchema, z.array(tagSchema)),
  tagsArticles: requestMessage('content', 'content.tags.articles', tagArticlesQuerySchema, articlePageSchema),
  tagsMerge: requestMessage('content', 'content.tags.merge', tagMergeSchema, tagMergeResultSchema),
  tagsDelete: requestMessage('content', 'content.tags.delete', tagDeleteSchema, tagDeleteResultSchema),
} as const;

/** Events: emitted once, delivered once to every subscribing node. */
export const EVENTS = {
  categoryChanged: eventMessage('category.changed', categoryChangedEventSchema, ['gateway']),
  articleCreated: eventMessage('article.created', articleChangedEventSchema, ['gateway']),
  articleUpdated: eventMessage('article.updated', articleChangedEventSchema, ['gateway']),
  articleDeleted: eventMessage('article.deleted', articleChangedEventSchema, ['gateway']),
  articleViewed: eventMessage('article.viewed', articleViewedEventSchema, ['content']),
  tagsChanged: eventMessage('tags.changed', tagsChangedEventSchema, ['gateway']),
  userUpdated: eventMessage('user.updated', userChangedEventSchema, ['gateway']),
  userDeleted: eventMessage('user.deleted', userChangedEventSchema, ['gateway']),
} as const;
