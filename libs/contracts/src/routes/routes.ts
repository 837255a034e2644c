import { z, type ZodTypeAny } from 'zod';
import { apiMessageSchema, apiPageSchema, apiSuccessSchema, pageQuerySchema } from '../api';
import { LIMITS } from '../limits';
import {
  articleDeleteResultSchema,
  articleInputSchema,
  articleListItemSchema,
  articleListQuerySchema,
  articleSchema,
  articleSearchQuerySchema,
  articleSearchResultSchema,
  articleSlugSchema,
  articleTranslationRefSchema,
  articleUpdateInputSchema,
  articleVersionSchema,
  reviewNoteSchema,
} from '../articles/article.schema';
import { articleSuggestionsSchema, articleSuggestQuerySchema } from '../articles/suggestion.schema';
import { revisionComparisonSchema, revisionCompareSchema, revisionDetailSchema, revisionListItemSchema, revisionRefSchema } from '../articles/revision.schema';
import { tagArticlesQuerySchema, tagListQuerySchema, tagDeleteResultSchema, tagDeleteSchema, tagMergeResultSchema, tagMergeSchema, tagNameSchema, tagSchema } from '../articles/tag.schema';
import { authResponseSchema, loginSchema, meResponseSchema, registerSchema, userIdSchema, userSchema } from '../auth/auth.schema';
import { loginAnswerSchema, twoFactorCodeSchema } from '../auth/two-factor.schema';
import { oidcCallbackQuerySchema, oidcConfigSchema } from '../auth/oidc.schema';
import { AUTH_USERS_MESSAGES, COMMENTS_MESSAGES, CONTENT_MESSAGES, MEDIA_MESSAGES, serviceHealthSchema } from '../catalogue/catalogue';
import {
  categoryArticlesSchema,
  categoryDeleteResultSchema,
  categoryDeleteSchema,
  categoryIdSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categorySchema,
} from '../categories/category.schema';
import { COMMENT_MESSAGES } from '../comments/comment.constants';
import { adminCommentsQuerySchema, articleCommentsQuerySchema, commentDeleteResultSchema, commentIdSchema, commentInputSchema, commentSchema, readerCommentSchema } from '../comments/comment.schema';
import {
  articleImageUploadResponseSchema,
  imageAltSchema,
  imageDeleteSchema,
  mediaDeleteSchema,
  mediaLibraryPageSchema,
  mediaListQuerySchema,
  mediaUsageArticleSchema,
  mediaUsageSchema,
} from '../media/media.schema';
import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserUpdateSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  publicProfileSchema,
  userDeleteResultSchema,
  usernameParamSchema,
} from '../users/user.schema';
import { USER_MESSAGES } from '../users/user.constants';
import { ACCOUNT_ROUTES } from './account-routes';
import { FHIR_ROUTES } from './fhir-routes';
import { INSTALLATION_ROUTES } from './installation-routes';
import { SEARCH_INSIGHTS_ROUTES } from './search-insights-routes';
import { route, type Route, type RouteSpec } from './route-spec';
import { ROUTE, type RoutePath } from './routes.constants';

export type { AccessLevel, Route, RouteSpec } from './route-spec';


/**
 * The answer to GET /health: the gateway's own adapters (its object store included, which its
 * readiness leaves out) and each service's own answer, or why none came. 503 unless every one is ok.
 */
const healthAnswerSchema = z.object({
  success: z.boolean(),
  data: z.object({
    gateway: serviceHealthSchema,
    services: z.record(z.union([serviceHealthSchema, z.object({ status: z.literal('unavailable'), message: z.string() })])),
  }),
});

const articleAnswer = apiSuccessSchema(articleSchema);
const articlePageAnswer = apiPageSchema(articleListItemSchema);
const commentAnswer = apiSuccessSchema(commentSchema);
const readerCommentAnswer = apiSuccessSchema(readerCommentSchema);
const categoryAnswer = apiSuccessSchema(categorySchema);
const userAnswer = apiSuccessSchema(userSchema);
const tagsAnswer = apiSuccessSchema(z.array(tagSchema));
const tagParamSchema = z.object({ tag: tagNameSchema });

/**
 * Every HTTP endpoint of the API, by name: its method and path, the schemas of its path
 * parameters, query and body, its answer, and who may call it. The gateway's routes, validation
 * and access rules, the cached reads it answers before Express, the OpenAPI document and the SPA's
 * calls are all made from it.
 */
export const ROUTES = {
  articleList: route(ROUTE.articleList, {
    access: 'public',
    tag: 'articles',
    summary: 'A page of articles: published ones, or any status for admins and contributors',
    query: articleListQuerySchema,
    answer: articlePageAnswer,
    forwardsTo: CONTENT_MESSAGES.articlesList,
    replyHolds: 'answer',
  }),
  articleSearch: route(ROUTE.articleSearch, {
    access: 'public',
    tag: 'articles',
    summary: 'Published articles matching q, best first, with hit counts per category',
    query: articleSearchQuerySchema,
    answer: articlePageAnswer.extend({
      categories: articleSearchResultSchema.shape.categories,
      didYouMean: articleSearchResultSchema.shape.didYouMean,
      mostRead: articleSearchResultSchema.shape.mostRead,
    }),
    forwardsTo: CONTENT_MESSAGES.articlesSearch,
    replyHolds: 'answer',
  }),
  articleSuggest: route(ROUTE.articleSuggest, {
    access: 'public',
    tag: 'articles',
    summary: 'Published articles whose title, analysis designations or other names begin with the words of q (2+ letters), the reader\'s language first; at most 8',
    query: articleSuggestQuerySchema,
    answer: apiSuccessSchema(articleSuggestionsSchema),
    forwardsTo: CONTENT_MESSAGES.articlesSuggest,
  }),
  articleTags: route({ method: 'GET', path: '/articles/tags' } as const, {
    access: 'public',
    tag: 'articles',
    summary: 'Every tag with its article count (same as GET /tags)',
    query: tagListQuerySchema,
    answer: tagsAnswer,
    forwardsTo: CONTENT_MESSAGES.tagsList,
  }),
  articleGet: route(ROUTE.articleGet, {
    access: 'public',
    tag: 'articles',
    summary: 'One article; drafts only for admins and contributors. Each read is a view',
    params: articleSlugSchema,
    answer: articleAnswer,
    forwardsTo: CONTENT_MESSAGES.articlesGet,
  }),
  articleCreate: route({ method: 'POST', path: '/articles' } as const, {
    access: 'contributor',
    tag: 'articles',
    summary: 'Create an article; contributors create drafts, only admins publish',
    status: 201,
    body: articleInputSchema,
    answer: articleAnswer,
    forwardsTo: CONTENT_MESSAGES.articlesCreate,
    successMessage: 'Article created successfully',
  }),
  articleUpdate: route({ method: 'PUT', path: '/articles/:slug' } as const, {
    access: 'contributor',
    tag: 'articles',
    summary: 'Save an article based on its version (or baseVersion); 409 when it changed since (contributors: their own drafts only)',
    params: articleSlugSchema,
    body: articleUpdateInputSchema,
    answer: articleAnswer,
    forwardsTo: CONTENT_MESSAGES.articlesUpdate,
    successMessage: 'Article updated successfully',
  }),
  articleDelete: route({ method: 'DELETE', path: '/articles/:slug' } as const, {
    access: 'admin',
    tag: 'articles',
    summary: 'Delete an article (admin); its revisions are kept',
    params: articleSlugSchema,
    answer: apiSuccessSchema(articleDeleteResultSchema),
  }),
  articleSubmitForReview: route({ method: 'POST', path: '/articles/:slug/review' } as const, {
    access: 'contributor',
    tag: 'articles',
    summary: 'The author sends their draft, at the version they saw, to the admins for review',
    params: articleSlugSchema,
    body: articleVersionSchema,
    answer: articleAnswer,
    forwardsTo: CONTENT_MESSAGES.articlesSubmitForReview,
  }),
  articleReturnToAuthor: route({ method: 'POST', path: '/articles/:slug/return' } as const, {
    access: 'admin',
    tag: 'articles',
    summary: 'Send a draft waiting for review back to its author with a note (admin)',
    params: articleSlugSchema,
    body: reviewNoteSchema,
    answer: articleAnswer,
    forwardsTo: CONTENT_MESSAGES.articlesReturnToAuthor,
  }),
  articlePublish: route({ method: 'POST', path: '/articles/:slug/publish' } as const, {
    access: 'admin',
    tag: 'articles',
    summary: 'Publish the article as it stands at version (admin); 409 when it changed since',
    params: articleSlugSchema,
    body: articleVersionSchema,
    answer: articleAnswer,
    forwardsTo: CONTENT_MESSAGES.articlesPublish,
  }),
  articleTranslationLink: route({ method: 'POST', path: '/articles/:slug/translations' } as const, {
    access: 'admin',
    tag: 'articles',
    summary:
      'Link the article named in the body as the translation of :slug, the original, at its current version (admin); 400 SAME_LANGUAGE when both are in one language, 409 TRANSLATION_EXISTS when either is already linked. Answers the original',
    params: articleSlugSchema,
    // The article to link as the translation of :slug.
    body: articleSlugSchema,
    answer: articleAnswer,
  }),
  articleTranslationUnlink: route({ method: 'DELETE', path: '/articles/:slug/translations/:translation' } as const, {
    access: 'admin',
    tag: 'articles',
    summary: 'Unlink the translation from its original :slug (admin); both articles stay. 404 when it is not its translation. Answers the original',
    params: articleTranslationRefSchema,
    answer: articleAnswer,
    forwardsTo: CONTENT_MESSAGES.articlesUnlinkTranslation,
    successMessage: 'Translation unlinked',
  }),
  articleImageUpload: route({ method: 'POST', path: '/articles/upload', file: 'image' } as const, {
    access: 'contributor',
    tag: 'articles',
    summary:
      'Upload an article image (multipart field image; JPG, PNG, GIF or WEBP by its bytes; at most 5 MB) with its alternative text (field alt), or decorative=true for none; 400 VALIDATION_FAILED without either (admin, contributor)',
    status: 201,
    body: imageAltSchema,
    answer: articleImageUploadResponseSchema,
  }),
  revisionList: route({ method: 'GET', path: '/articles/:slug/revisions' } as const, {
    access: 'contributor',
    tag: 'articles',
    summary: "A page of an article's revisions, newest first (admin, contributor)",
    params: articleSlugSchema,
    query: pageQuerySchema(LIMITS.revisionPageSize, LIMITS.maxPageSize),
    answer: apiPageSchema(revisionListItemSchema),
    forwardsTo: CONTENT_MESSAGES.revisionsList,
    replyHolds: 'answer',
  }),
  revisionGet: route({ method: 'GET', path: '/articles/:slug/revisions/:versionNumber' } as const, {
    access: 'contributor',
    tag: 'articles',
    summary: 'One revision with every compared field (admin, contributor)',
    params: revisionRefSchema,
    answer: apiSuccessSchema(revisionDetailSchema),
    forwardsTo: CONTENT_MESSAGES.revisionsGet,
  }),
  revisionCompare: route({ method: 'GET', path: '/articles/:slug/compare' } as const, {
    access: 'contributor',
    tag: 'articles',
    summary: 'Two revisions side by side and which fields differ (admin, contributor)',
    params: articleSlugSchema,
    query: revisionCompareSchema.omit({ slug: true }),
    answer: apiSuccessSchema(revisionComparisonSchema),
    forwardsTo: CONTENT_MESSAGES.revisionsCompare,
  }),
  revisionRestore: route({ method: 'POST', path: '/articles/:slug/restore/:versionNumber' } as const, {
    access: 'admin',
    tag: 'articles',
    summary: 'Save an old revision as the newest version (admin); history is kept. Any body is ignored',
    params: revisionRefSchema,
    answer: articleAnswer,
    forwardsTo: CONTENT_MESSAGES.revisionsRestore,
    successMessage: 'Revision restored successfully',
  }),
  commentList: route(ROUTE.commentList, {
    access: 'public',
    tag: 'comments',
    summary: "A page of a published article's approved comments, newest first (20 by default)",
    params: articleSlugSchema,
    query: articleCommentsQuerySchema,
    answer: apiPageSchema(readerCommentSchema),
    forwardsTo: COMMENTS_MESSAGES.articleComments,
    replyHolds: 'answer',
  }),
  commentPost: route(ROUTE.commentPost, {
    access: 'user',
    tag: 'comments',
    summary: 'Post a plain-text comment (at most 2000 characters) on a published article; it waits as pending. Rate limited per user',
    status: 201,
    params: articleSlugSchema,
    body: commentInputSchema,
    answer: readerCommentAnswer,
    forwardsTo: COMMENTS_MESSAGES.post,
    successMessage: COMMENT_MESSAGES.posted,
  }),
  commentReport: route(ROUTE.commentReport, {
    access: 'user',
    tag: 'comments',
    summary: 'Report an approved comment; once per user (409 the second time)',
    params: commentIdSchema,
    answer: readerCommentAnswer,
    forwardsTo: COMMENTS_MESSAGES.report,
    successMessage: COMMENT_MESSAGES.reported,
  }),
  adminCommentList: route({ method: 'GET', path: '/admin/comments' } as const, {
    access: 'admin',
    tag: 'comments',
    summary: 'Every comment, or those of one status, newest first, 20 to a page by default',
    query: adminCommentsQuerySchema,
    answer: apiPageSchema(commentSchema),
    forwardsTo: COMMENTS_MESSAGES.adminList,
    replyHolds: 'answer',
  }),
  adminCommentApprove: route({ method: 'PUT', path: '/admin/comments/:id/approve' } as const, {
    access: 'admin',
    tag: 'comments',
    summary: 'Approve a comment: readers see it under its article',
    params: commentIdSchema,
    answer: commentAnswer,
    forwardsTo: COMMENTS_MESSAGES.approve,
    successMessage: COMMENT_MESSAGES.approved,
  }),
  adminCommentReject: route({ method: 'PUT', path: '/admin/comments/:id/reject' } as const, {
    access: 'admin',
    tag: 'comments',
    summary: 'Reject a comment as spam: readers no longer see it',
    params: commentIdSchema,
    answer: commentAnswer,
    forwardsTo: COMMENTS_MESSAGES.reject,
    successMessage: COMMENT_MESSAGES.rejected,
  }),
  adminCommentDelete: route({ method: 'DELETE', path: '/admin/comments/:id' } as const, {
    access: 'admin',
    tag: 'comments',
    summary: 'Delete a comment for good',
    params: commentIdSchema,
    answer: apiSuccessSchema(commentDeleteResultSchema),
    forwardsTo: COMMENTS_MESSAGES.delete,
    successMessage: COMMENT_MESSAGES.deleted,
  }),
  categoryList: route(ROUTE.categoryList, {
    access: 'public',
    tag: 'categories',
    summary: 'Every category with its article count: published articles, or every status for admins and contributors unless status=published',
    query: categoryListQuerySchema,
    answer: apiSuccessSchema(z.array(categorySchema)),
    forwardsTo: CONTENT_MESSAGES.categoriesList,
  }),
  categoryCreate: route({ method: 'POST', path: '/categories' } as const, {
    access: 'admin',
    tag: 'categories',
    summary: 'Create a category (admin)',
    status: 201,
    body: categoryInputSchema,
    answer: categoryAnswer,
    forwardsTo: CONTENT_MESSAGES.categoriesCreate,
    successMessage: 'Category created successfully',
  }),
  categoryUpdate: route({ method: 'PUT', path: '/categories/:id' } as const, {
    access: 'admin',
    tag: 'categories',
    summary: 'Edit a category (admin)',
    params: categoryIdSchema,
    body: categoryInputSchema,
    answer: categoryAnswer,
    forwardsTo: CONTENT_MESSAGES.categoriesUpdate,
    successMessage: 'Category updated successfully',
  }),
  categoryDelete: route({ method: 'DELETE', path: '/categories/:id' } as const, {
    access: 'admin',
    tag: 'categories',
    summary: 'Delete a category after moving its articles to moveToCategory (admin)',
    params: categoryIdSchema,
    body: categoryDeleteSchema,
    bodyOptional: true,
    answer: apiSuccessSchema(categoryDeleteResultSchema),
    forwardsTo: CONTENT_MESSAGES.categoriesDelete,
    successMessage: 'Category deleted successfully',
  }),
  categoryArticles: route({ method: 'GET', path: '/categories/:id/articles' } as const, {
    access: 'contributor',
    tag: 'categories',
    summary: "A category's articles and their count (admin, contributor)",
    params: categoryIdSchema,
    answer: apiSuccessSchema(categoryArticlesSchema),
    forwardsTo: CONTENT_MESSAGES.categoriesArticles,
  }),
  tagList: route(ROUTE.tagList, {
    access: 'public',
    tag: 'tags',
    summary: "Every tag with its article count, most used first; with language, the tags of the articles a reader of that language is listed",
    query: tagListQuerySchema,
    answer: tagsAnswer,
    forwardsTo: CONTENT_MESSAGES.tagsList,
  }),
  tagArticles: route(ROUTE.tagArticles, {
    access: 'public',
    tag: 'tags',
    summary: 'A page of the published articles with the tag, last updated first',
    params: tagParamSchema,
    query: tagArticlesQuerySchema.omit({ tag: true }),
    answer: articlePageAnswer,
    forwardsTo: CONTENT_MESSAGES.tagsArticles,
    replyHolds: 'answer',
  }),
  tagMerge: route({ method: 'PUT', path: '/tags/merge' } as const, {
    access: 'admin',
    tag: 'tags',
    summary: 'Every source tag becomes the target tag on every article; a rename is a merge of one (admin)',
    body: tagMergeSchema,
    answer: apiSuccessSchema(tagMergeResultSchema),
    forwardsTo: CONTENT_MESSAGES.tagsMerge,
    successMessage: 'Tags merged successfully',
  }),
  tagDelete: route({ method: 'DELETE', path: '/tags/:tag' } as const, {
    access: 'admin',
    tag: 'tags',
    summary: 'Remove the tag from every article (admin)',
    params: tagDeleteSchema,
    answer: apiSuccessSchema(tagDeleteResultSchema),
    forwardsTo: CONTENT_MESSAGES.tagsDelete,
    successMessage: 'Tag deleted successfully',
  }),
  authMe: route(ROUTE.authMe, {
    access: 'public',
    tag: 'auth',
    summary: 'The logged-in user; { success: false, user: null } when not logged in',
    answer: meResponseSchema,
  }),
  authLogin: route(ROUTE.authLogin, {
    access: 'public',
    tag: 'auth',
    summary:
      'Log in with email and password; sets the session cookie. An account with two-factor on answers twoFactorRequired instead of the user: the session waits a few minutes for the code (POST /auth/login/two-factor)',
    body: loginSchema,
    answer: loginAnswerSchema,
  }),
  authLoginTwoFactor: route({ method: 'POST', path: '/auth/login/two-factor' } as const, {
    access: 'public',
    tag: 'auth',
    summary:
      "The second step of logging in: a code from the app (each accepted once) or a recovery code (single use); 401 TWO_FACTOR_PENDING_EXPIRED without a password step in the last minutes; rate limited per account and per IP",
    body: twoFactorCodeSchema,
    answer: authResponseSchema,
  }),
  authRegister: route(ROUTE.authRegister, {
    access: 'public',
    tag: 'auth',
    summary: 'Create an account (role user) and log it in',
    status: 201,
    body: registerSchema,
    answer: authResponseSchema,
  }),
  authLogout: route(ROUTE.authLogout, {
    access: 'public',
    tag: 'auth',
    summary: "End the session on the server and clear the cookie; after a single sign-on, endSessionUrl ends the provider's session too",
    answer: apiMessageSchema.extend({ endSessionUrl: z.string().url().optional() }),
  }),
  authOidc: route(ROUTE.authOidc, {
    access: 'public',
    tag: 'auth',
    summary: "Single sign-on's button label (OIDC_LABEL), or null when it is not configured",
    answer: apiSuccessSchema(oidcConfigSchema),
  }),
  authOidcStart: route(ROUTE.authOidcStart, {
    access: 'public',
    tag: 'auth',
    summary: "Single sign-on: redirects to the identity provider (authorization code with PKCE, state and nonce); 404 OIDC_NOT_CONFIGURED when off",
    status: 302,
    answer: z.void(),
  }),
  authOidcCallback: route({ method: 'GET', path: '/auth/oidc/callback' } as const, {
    access: 'public',
    tag: 'auth',
    summary:
      "Single sign-on: the provider's redirect back. Signs the account in (created or linked by its verified email on the first sign-in, its role from the groups claim) and redirects to /; a refusal redirects to /login?sso_error=CODE",
    status: 302,
    query: oidcCallbackQuerySchema,
    answer: z.void(),
  }),
  profileGet: route(ROUTE.profileGet, {
    access: 'public',
    tag: 'users',
    summary: "A user's public profile (never the email)",
    params: usernameParamSchema,
    answer: apiSuccessSchema(publicProfileSchema),
    forwardsTo: AUTH_USERS_MESSAGES.profileGet,
  }),
  profileUpdate: route(ROUTE.profileUpdate, {
    access: 'user',
    tag: 'users',
    summary: "Replace the logged-in user's own profile fields",
    body: profileUpdateSchema,
    answer: userAnswer,
    forwardsTo: AUTH_USERS_MESSAGES.profileUpdate,
    successMessage: USER_MESSAGES.profileUpdated,
  }),
  avatarSet: route(ROUTE.avatarSet, {
    access: 'user',
    tag: 'users',
    summary: 'Set the own avatar (multipart field avatar; JPG, PNG or GIF by its bytes; under 2 MB); the old one is deleted',
    status: 201,
    answer: userAnswer,
  }),
  passwordChange: route(ROUTE.passwordChange, {
    access: 'user',
    tag: 'users',
    summary: 'Change the own password (currentPassword must match); all other sessions of the user end',
    body: passwordChangeSchema,
    answer: apiMessageSchema,
  }),
  userList: route({ method: 'GET', path: '/users/admin' } as const, {
    access: 'admin',
    tag: 'users',
    summary: 'Users, newest first, with search (username or email), role filter and limit (at most 100) (admin)',
    query: adminUserListQuerySchema,
    answer: apiSuccessSchema(z.array(userSchema)),
    forwardsTo: AUTH_USERS_MESSAGES.usersList,
  }),
  userCreate: route({ method: 'POST', path: '/users/admin' } as const, {
    access: 'admin',
    tag: 'users',
    summary: 'Create a user with a role and a password (admin)',
    status: 201,
    body: adminUserCreateSchema,
    answer: userAnswer,
    forwardsTo: AUTH_USERS_MESSAGES.usersCreate,
    successMessage: USER_MESSAGES.userCreated,
  }),
  userUpdate: route({ method: 'PUT', path: '/users/:id' } as const, {
    access: 'admin',
    tag: 'users',
    summary: 'Edit a user; a blank password keeps the current one (admin)',
    params: userIdSchema,
    body: adminUserUpdateSchema,
    answer: userAnswer,
  }),
  userDelete: route({ method: 'DELETE', path: '/users/:id' } as const, {
    access: 'admin',
    tag: 'users',
    summary: 'Delete a user; their sessions end (admin)',
    params: userIdSchema,
    answer: apiSuccessSchema(userDeleteResultSchema),
  }),
  mediaList: route({ method: 'GET', path: '/media' } as const, {
    access: 'contributor',
    tag: 'media',
    summary: 'Article images, 20 to a page: sort date, size or name; order; filter all, used or unused; search the original name; with the library totals',
    query: mediaListQuerySchema,
    answer: mediaLibraryPageSchema.extend({ success: z.literal(true) }),
    forwardsTo: MEDIA_MESSAGES.libraryList,
    replyHolds: 'answer',
  }),
  mediaUsage: route({ method: 'GET', path: '/media/:filename/usage' } as const, {
    access: 'contributor',
    tag: 'media',
    summary: 'How many articles use an image, and which (slug, title), with whether their current version shows it and how many earlier versions do',
    params: imageDeleteSchema,
    answer: mediaUsageSchema.extend({ success: z.literal(true) }),
    forwardsTo: MEDIA_MESSAGES.libraryUsage,
    replyHolds: 'answer',
  }),
  mediaDelete: route({ method: 'DELETE', path: '/media/:filename' } as const, {
    access: 'admin',
    tag: 'media',
    summary:
      'Delete an article image. One that any version of an article shows is refused with 409 and those articles (data.articles, with their current and earlier versions) unless force=true; with force it is first removed from every article that shows it now (a new version each), so their pages render without it, and earlier versions that showed it show no image',
    params: imageDeleteSchema,
    query: mediaDeleteSchema.pick({ force: true }),
    answer: apiSuccessSchema(z.object({ filename: z.string(), removedFrom: z.array(mediaUsageArticleSchema) })),
  }),
  ...ACCOUNT_ROUTES,
  ...INSTALLATION_ROUTES,
  ...FHIR_ROUTES,
  ...SEARCH_INSIGHTS_ROUTES,
  health: route({ method: 'GET', path: '/health' } as const, {
    access: 'public',
    tag: 'health',
    summary: "Each service's health: 200 when all are ok, 503 otherwise",
    answer: healthAnswerSchema,
  }),
} satisfies { [Name in keyof typeof ROUTE]: (typeof ROUTE)[Name] & RouteSpec } & Record<string, Route>;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;
type ReaderRouteName = keyof typeof ROUTE;

/** The route of the table a route or a method and path entry of ROUTE stands for. */
export type RouteOf<At extends RoutePath> = At extends RouteSpec
  ? At
  : Routes[{ [Name in ReaderRouteName]: [At] extends [(typeof ROUTE)[Name]] ? ([(typeof ROUTE)[Name]] extends [At] ? Name : never) : never }[ReaderRouteName]];

type Part<R, Key extends 'params' | 'query' | 'body', Side extends 'input' | 'output'> = R extends { readonly [K in Key]: infer S extends ZodTypeAny }
  ? Side extends 'input'
    ? Partial<z.input<S>> extends z.input<S>
      ? { [K in Key]?: z.input<S> }
      : R extends { bodyOptional: true }
        ? { [K in Key]?: z.input<S> }
        : { [K in Key]: z.input<S> }
    : { [K in Key]: z.output<S> }
  : unknown;

/** What a client sends to a route: its path parameters, query and body, as their schemas take them. */
export type RouteInput<R> = Part<R, 'params', 'input'> & Part<R, 'query', 'input'> & Part<R, 'body', 'input'>;

/** What the gateway hands a route's handler: the path parameters, query and body as their schemas parsed them. */
export type ParsedRouteInput<R> = Part<R, 'params', 'output'> & Part<R, 'query', 'output'> & Part<R, 'body', 'output'>;

/** What a route answers (its body on success). */
export type RouteAnswer<R> = R extends { readonly answer: infer S extends ZodTypeAny } ? z.output<S> : never;

/** The route with the given method and path in the table (method and path as the table writes them). */
export function routeAt(method: string, path: string): Route | undefined {
  return Object.values(ROUTES).find((candidate: Route) => candidate.method === method && candidate.path === path);
}
