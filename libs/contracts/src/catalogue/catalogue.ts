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
  publishedArticleIndexSchema,
  articleSlugSchema,
  articleTranslationRefSchema,
  articleUpdateRequestSchema,
  articleVersionRequestSchema,
  articleViewedEventSchema,
  reviewNoteRequestSchema,
} from '../articles/article.schema';
import { articleSuggestionsSchema, articleSuggestQuerySchema } from '../articles/suggestion.schema';
import { revisionCompareSchema, revisionComparisonSchema, revisionDetailSchema, revisionListQuerySchema, revisionPageSchema, revisionRefSchema } from '../articles/revision.schema';
import {
  tagArticlesQuerySchema,
  tagListQuerySchema,
  tagDeleteResultSchema,
  tagDeleteSchema,
  tagMergeResultSchema,
  tagMergeSchema,
  tagSchema,
  tagsChangedEventSchema,
} from '../articles/tag.schema';
import { searchInsightsQuerySchema, searchInsightsSchema, searchReportSchema } from '../search-insights/search-insights.schema';
import { auditBatchSchema, auditExportBatchSchema, auditListQuerySchema, auditPageSchema, auditRecordSchema } from '../audit/audit.schema';
import { loginSchema, registerSchema, userChangedEventSchema, userIdSchema, userSchema } from '../auth/auth.schema';
import { passwordResetRequestMessageSchema, passwordResetResultSchema, passwordResetSchema } from '../auth/password-reset.schema';
import {
  twoFactorCodeSchema,
  twoFactorEnabledSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorStatusRequestSchema,
  twoFactorStatusSchema,
  twoFactorVerifySchema,
} from '../auth/two-factor.schema';
import { oidcSignInSchema } from '../auth/oidc.schema';
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
import {
  adminCommentsQuerySchema,
  articleCommentsRequestSchema,
  commentDeleteResultSchema,
  commentIdSchema,
  commentPageSchema,
  commentPostRequestSchema,
  commentSchema,
  readerCommentPageSchema,
  readerCommentSchema,
} from '../comments/comment.schema';
import {
  articleImageRemovalResultSchema,
  articleImageRemovalSchema,
  articleImageUseQuerySchema,
  articleImageUseSchema,
  articleImagesOfVersionsQuerySchema,
  articleImagesOfVersionsSchema,
  imageDeleteResultSchema,
  imageDeleteSchema,
  imageStoreSchema,
  mediaDeleteResultSchema,
  mediaDeleteSchema,
  mediaItemSchema,
  mediaLibraryPageSchema,
  mediaListQuerySchema,
  mediaUsageSchema,
} from '../media/media.schema';
import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserUpdateRequestSchema,
  avatarSetSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  publicProfileSchema,
  sessionActorSchema,
  userDeleteResultSchema,
  usernameParamSchema,
} from '../users/user.schema';
import { fhirReadSchema, fhirResourceSchema, fhirSearchResultSchema, fhirSearchSchema } from '../fhir/fhir.schema';
import { changeMessage, eventMessage, requestMessage } from './message';
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
  register: changeMessage('auth-users', 'auth-users.users.register', registerSchema, userSchema),
  verifyCredentials: requestMessage('auth-users', 'auth-users.credentials.verify', loginSchema, userSchema),
  getActor: requestMessage('auth-users', 'auth-users.users.actor', userIdSchema, sessionActorSchema.nullable()),
  getMe: requestMessage('auth-users', 'auth-users.users.me', userIdSchema, userSchema),
  profileGet: requestMessage('auth-users', 'auth-users.profiles.get', usernameParamSchema, publicProfileSchema),
  /** The caller's own profile (meta.actor). */
  profileUpdate: changeMessage('auth-users', 'auth-users.profiles.update', profileUpdateSchema, userSchema),
  /** The caller's own avatar: stored through media, the old one removed. */
  avatarSet: changeMessage('auth-users', 'auth-users.avatars.set', avatarSetSchema, userSchema),
  /** The caller's own password; raises their session generation, which ends their other sessions. */
  passwordChange: changeMessage('auth-users', 'auth-users.credentials.change', passwordChangeSchema, userSchema),
  /**
   * A reset link for the address, mailed in the background when it has an account: the answer is
   * the same, as soon, either way.
   */
  passwordResetRequest: changeMessage('auth-users', 'auth-users.credentials.reset-request', passwordResetRequestMessageSchema, z.object({})),
  /** A new password by a reset link's token, which is spent; raises the session generation. */
  passwordReset: changeMessage('auth-users', 'auth-users.credentials.reset', passwordResetSchema, passwordResetResultSchema),
  usersList: requestMessage('auth-users', 'auth-users.admin.list', adminUserListQuerySchema, z.array(userSchema)),
  usersCreate: changeMessage('auth-users', 'auth-users.admin.create', adminUserCreateSchema, userSchema),
  usersUpdate: changeMessage('auth-users', 'auth-users.admin.update', adminUserUpdateRequestSchema, userSchema),
  usersDelete: changeMessage('auth-users', 'auth-users.admin.delete', userIdSchema, userDeleteResultSchema),
  /** Whether an account has two-factor on and its recovery codes left (`required` is the gateway's to say; false here). */
  twoFactorStatus: requestMessage('auth-users', 'auth-users.two-factor.status', twoFactorStatusRequestSchema, twoFactorStatusSchema),
  /** A new key for the caller's own account, waiting for its first code (no QR code: the gateway draws it). */
  twoFactorSetup: changeMessage('auth-users', 'auth-users.two-factor.setup', noPayloadSchema, twoFactorSetupSchema),
  /** Turns the caller's two-factor on with a first code; answers the recovery codes, the only time they leave the service. */
  twoFactorEnable: changeMessage('auth-users', 'auth-users.two-factor.enable', twoFactorEnableSchema, twoFactorEnabledSchema),
  /** Turns the caller's two-factor off with a current code or a recovery code. */
  twoFactorDisable: changeMessage('auth-users', 'auth-users.two-factor.disable', twoFactorCodeSchema, userSchema),
  /** The second step of a sign-in: the account, when the code is right and not used before (a recovery code is used up). */
  twoFactorVerify: changeMessage('auth-users', 'auth-users.two-factor.verify', twoFactorVerifySchema, userSchema),
  /** A person the identity provider signed in: their linked account, else the local one with their verified email (linked now), else a new one; its role from their groups. */
  oidcSignIn: changeMessage('auth-users', 'auth-users.oidc.sign-in', oidcSignInSchema, userSchema),
} as const;

export const MEDIA_MESSAGES = {
  /** Stores an image under a random name; its type is read from the bytes, its size checked per purpose. */
  imagesStore: changeMessage('media', 'media.images.store', imageStoreSchema, mediaItemSchema),
  imagesDelete: changeMessage('media', 'media.images.delete', imageDeleteSchema, imageDeleteResultSchema),
  /** The article images with their usage, a page of them, and the library's totals (admins, contributors). */
  libraryList: requestMessage('media', 'media.library.list', mediaListQuerySchema, mediaLibraryPageSchema),
  libraryUsage: requestMessage('media', 'media.library.usage', imageDeleteSchema, mediaUsageSchema),
  /** Deletes an article image (admin); one in use only with force, after content removed it from its articles. */
  libraryDelete: changeMessage('media', 'media.library.delete', mediaDeleteSchema, mediaDeleteResultSchema),
} as const;

export const CONTENT_MESSAGES = {
  categoriesList: requestMessage('content', 'content.categories.list', categoryListQuerySchema, z.array(categorySchema)),
  categoriesCreate: changeMessage('content', 'content.categories.create', categoryInputSchema, categorySchema),
  categoriesUpdate: changeMessage('content', 'content.categories.update', categoryUpdateRequestSchema, categorySchema),
  categoriesDelete: changeMessage('content', 'content.categories.delete', categoryDeleteRequestSchema, categoryDeleteResultSchema),
  categoriesArticles: requestMessage('content', 'content.categories.articles', categoryIdSchema, categoryArticlesSchema),
  articlesList: requestMessage('content', 'content.articles.list', articleListQuerySchema, articlePageSchema),
  articlesGet: requestMessage('content', 'content.articles.get', articleSlugSchema, articleSchema),
  articlesCreate: changeMessage('content', 'content.articles.create', articleInputSchema, articleSchema),
  articlesUpdate: changeMessage('content', 'content.articles.update', articleUpdateRequestSchema, articleSchema),
  articlesDelete: changeMessage('content', 'content.articles.delete', articleSlugSchema, articleDeleteResultSchema),
  articlesSubmitForReview: changeMessage('content', 'content.articles.review.submit', articleVersionRequestSchema, articleSchema),
  articlesReturnToAuthor: changeMessage('content', 'content.articles.review.return', reviewNoteRequestSchema, articleSchema),
  articlesPublish: changeMessage('content', 'content.articles.publish', articleVersionRequestSchema, articleSchema),
  /** Links `translation` as the translation of `slug`, the original (admin); answers the original. */
  articlesLinkTranslation: changeMessage('content', 'content.articles.translations.link', articleTranslationRefSchema, articleSchema),
  /** Unlinks `translation` from its original `slug` (admin); answers the original. */
  articlesUnlinkTranslation: changeMessage('content', 'content.articles.translations.unlink', articleTranslationRefSchema, articleSchema),
  articlesSearch: requestMessage('content', 'content.articles.search', articleSearchQuerySchema, articleSearchResultSchema),
  articlesSuggest: requestMessage('content', 'content.articles.suggest', articleSuggestQuerySchema, articleSuggestionsSchema),
  articlesPublishedIndex: requestMessage('content', 'content.articles.published-index', noPayloadSchema, publishedArticleIndexSchema),
  revisionsList: requestMessage('content', 'content.revisions.list', revisionListQuerySchema, revisionPageSchema),
  revisionsGet: requestMessage('content', 'content.revisions.get', revisionRefSchema, revisionDetailSchema),
  revisionsCompare: requestMessage('content', 'content.revisions.compare', revisionCompareSchema, revisionComparisonSchema),
  revisionsRestore: changeMessage('content', 'content.revisions.restore', revisionRefSchema, articleSchema),
  tagsList: requestMessage('content', 'content.tags.list', tagListQuerySchema.default({}), z.array(tagSchema)),
  tagsArticles: requestMessage('content', 'content.tags.articles', tagArticlesQuerySchema, articlePageSchema),
  tagsMerge: changeMessage('content', 'content.tags.merge', tagMergeSchema, tagMergeResultSchema),
  tagsDelete: changeMessage('content', 'content.tags.delete', tagDeleteSchema, tagDeleteResultSchema),
  /** Removes a stored image from every article that shows it, each as a new version (admin; media's force delete). */
  articlesRemoveImage: changeMessage('content', 'content.articles.images.remove', articleImageRemovalSchema, articleImageRemovalResultSchema),
  /** How the current and earlier versions of the given articles use a stored image (media's usage and delete). */
  articlesImageUse: requestMessage('content', 'content.articles.images.use', articleImageUseQuerySchema, articleImageUseSchema),
  /** A page of every article with the stored images its versions showed (media's one-time fill of its usage; services only). */
  articlesImagesOfVersions: requestMessage('content', 'content.articles.images.versions', articleImagesOfVersionsQuerySchema, articleImagesOfVersionsSchema),
  /** The lab handbook as FHIR R4 resources (the public catalogue under /fhir): searches and reads. */
  fhirObservationDefinitions: requestMessage('content', 'content.fhir.observation-definitions', fhirSearchSchema, fhirSearchResultSchema),
  fhirObservationDefinition: requestMessage('content', 'content.fhir.observation-definition', fhirReadSchema, fhirResourceSchema),
  fhirSpecimenDefinitions: requestMessage('content', 'content.fhir.specimen-definitions', fhirSearchSchema.omit({ code: true }), fhirSearchResultSchema),
  fhirSpecimenDefinition: requestMessage('content', 'content.fhir.specimen-definition', fhirReadSchema, fhirResourceSchema),
} as const;

export const COMMENTS_MESSAGES = {
  articleComments: requestMessage('comments', 'comments.article.list', articleCommentsRequestSchema, readerCommentPageSchema),
  post: changeMessage('comments', 'comments.post', commentPostRequestSchema, readerCommentSchema),
  report: changeMessage('comments', 'comments.report', commentIdSchema, readerCommentSchema),
  adminList: requestMessage('comments', 'comments.admin.list', adminCommentsQuerySchema, commentPageSchema),
  approve: changeMessage('comments', 'comments.admin.approve', commentIdSchema, commentSchema),
  reject: changeMessage('comments', 'comments.admin.reject', commentIdSchema, commentSchema),
  delete: changeMessage('comments', 'comments.admin.delete', commentIdSchema, commentDeleteResultSchema),
} as const;

/** The audit log, kept by auth-users; only admins read it, and no message changes or deletes an entry. */
export const AUDIT_MESSAGES = {
  list: requestMessage('auth-users', 'auth-users.audit.list', auditListQuerySchema, auditPageSchema),
  /** The next entries of a CSV export (see auditExportBatchSchema). */
  exportBatch: requestMessage('auth-users', 'auth-users.audit.export-batch', auditExportBatchSchema, auditBatchSchema),
} as const;

/** What readers' searches tell editors, kept by content beside its search (admins and contributors read it). */
export const SEARCH_INSIGHTS_MESSAGES = {
  day: requestMessage('content', 'content.search-insights.day', searchInsightsQuerySchema, searchInsightsSchema),
} as const;

/** Events: emitted once, delivered once to every subscribing node. */
export const EVENTS = {
  categoryChanged: eventMessage('category.changed', categoryChangedEventSchema, ['gateway']),
  // Media keeps which articles show each image from these three.
  articleCreated: eventMessage('article.created', articleChangedEventSchema, ['gateway', 'media']),
  // Comments keep each article's slug and published state, and go when their article goes.
  articleUpdated: eventMessage('article.updated', articleChangedEventSchema, ['gateway', 'comments', 'media']),
  articleDeleted: eventMessage('article.deleted', articleChangedEventSchema, ['gateway', 'comments', 'media']),
  articleViewed: eventMessage('article.viewed', articleViewedEventSchema, ['content']),
  tagsChanged: eventMessage('tags.changed', tagsChangedEventSchema, ['gateway']),
  // Comments keep their author's name; a deleted user's comments stay, shown as from a deleted user.
  userUpdated: eventMessage('user.updated', userChangedEventSchema, ['gateway', 'comments']),
  userDeleted: eventMessage('user.deleted', userChangedEventSchema, ['gateway', 'comments']),
  // The gateway records each audited action once it has answered; auth-users keeps the log.
  auditRecorded: eventMessage('audit.recorded', auditRecordSchema, ['auth-users']),
  // The gateway passes on what results pages report; content keeps the searches.
  searchReported: eventMessage('search.reported', searchReportSchema, ['content']),
} as const;
