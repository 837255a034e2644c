import {
  AUTH_USERS_MESSAGES,
  CONTENT_MESSAGES,
  ROUTES,
  type Article,
  type AuditTarget,
  type RequestMeta,
  type Role,
  type Route,
  type RouteName,
  type User,
} from '@labmedicin/contracts';
import type { ServiceClient } from '@labmedicin/platform';
import type { AuditNote } from './audit-recorder';

/** A request as it arrived (the handler parses it; here only ids and names are read from it). */
export interface RawInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** The reads a rule may make, with the request's own meta (so with its rights). */
export interface AuditReads {
  services: ServiceClient;
  meta: RequestMeta;
}

/**
 * How a route's request becomes audit entries. `before` reads, before the handler runs, what its
 * answer will not say (the role an account had); `notes` makes the entries, from the answer on
 * success and from the input alone when it threw (`answer` undefined). `notes` runs after the
 * answer was sent, so what it reads delays nothing.
 */
interface AuditedRoute<Before = unknown> {
  before?(input: RawInput, reads: AuditReads): Promise<Before>;
  notes(input: RawInput, answer: unknown, before: Before | undefined, reads: AuditReads): AuditNote[] | Promise<AuditNote[]>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const dataOf = <T>(answer: unknown): T | undefined => (answer as { data?: T } | undefined)?.data;

const articleTarget = (article: Pick<Article, '_id' | 'title'> | undefined, slug: unknown): AuditTarget => ({
  type: 'article',
  id: article?._id ?? null,
  label: article?.title ?? text(slug),
});
const userTarget = (id: unknown, label: string | null): AuditTarget => ({ type: 'user', id: text(id), label });

/** What an account was before an admin's change: its name and role. */
async function accountBefore({ params }: RawInput, { services, meta }: AuditReads): Promise<{ username: string; role: Role } | null> {
  const id = text(params.id);
  return id ? services.send(AUTH_USERS_MESSAGES.getActor, { id }, meta) : null;
}

/**
 * A save that changed whether the article is published: its previous version (the revision
 * before the answer's) says what it was.
 */
async function publishingChange(article: Article, { services, meta }: AuditReads): Promise<AuditNote[]> {
  if (article.version < 2) return article.status === 'published' ? [{ action: 'article.published', target: articleTarget(article, article.slug) }] : [];
  const previous = await services.send(CONTENT_MESSAGES.revisionsGet, { slug: article.slug, versionNumber: article.version - 1 }, meta);
  if ((previous.status === 'published') === (article.status === 'published')) return [];
  return [{ action: article.status === 'published' ? 'article.published' : 'article.unpublished', target: articleTarget(article, article.slug) }];
}

const rule = <Before>(audited: AuditedRoute<Before>) => audited as AuditedRoute;

/** A sign-in's entry from an answer that carries the account it signed in; none when it carries none. */
function signedIn(answer: unknown): AuditNote[] {
  const user = (answer as { user?: User } | undefined)?.user;
  if (!user) return [];
  return [{ action: 'sign-in', actor: { id: user._id, username: user.username }, target: userTarget(user._id, user.username), details: { method: 'password' } }];
}

/**
 * The audited routes of the table, by name. A route added later that performs an audited action
 * is listed here, or its handler calls AuditRecorder itself.
 */
const AUDITED: Partial<Record<RouteName, AuditedRoute>> = {
  // A failed sign-in never reaches the handler: the login guard records it.
  // With two-factor on, the password step signs no one in (its answer has no user): the code's step does.
  authLogin: rule({ notes: (_input, answer) => signedIn(answer) }),
  // A wrong or spent code is a failed sign-in of no one yet (the pending account is not named).
  authLoginTwoFactor: rule({ notes: (_input, answer) => (answer === undefined ? [{ action: 'sign-in', actor: null, target: null, details: { method: 'password' } }] : signedIn(answer)) }),
  twoFactorEnable: rule({ notes: (_input, _answer, _before, { meta }) => [{ action: 'two-factor.enabled', target: userTarget(meta.actor?.id, meta.actor?.username ?? null) }] }),
  twoFactorDisable: rule({ notes: (_input, _answer, _before, { meta }) => [{ action: 'two-factor.disabled', target: userTarget(meta.actor?.id, meta.actor?.username ?? null) }] }),
  // Anonymous, and answered alike whether or not the address has an account: the address asked for is what is known.
  passwordResetRequest: rule({ notes: ({ body }) => [{ action: 'password.reset-requested', actor: null, target: null, details: { attempted: text(body.email)?.slice(0, 320) } }] }),
  passwordReset: rule({ notes: () => [{ action: 'password.reset-completed', actor: null, target: null }] }),
  sessionEnd: rule({ notes: ({ params }) => [{ action: 'session.revoked', target: { type: 'session', id: text(params.id), label: null } }] }),
  sessionEndOthers: rule({ notes: (_input, _answer, _before, { meta }) => [{ action: 'sessions.revoked-all', target: userTarget(meta.actor?.id, meta.actor?.username ?? null) }] }),
  userSessionsEnd: rule({
    before: accountBefore,
    notes: ({ params }, _answer, before) => [{ action: 'sessions.revoked-all', target: userTarget(params.id, before?.username ?? null), details: { method: 'admin' } }],
  }),
  // A registration refused (a taken address, the rate limit) is no account and not recorded.
  authRegister: rule({
    notes: (_input, answer) => {
      if (answer === undefined) return [];
      const user = (answer as { user: User }).user;
      return [{ action: 'user.created', actor: null, target: userTarget(user._id, user.username), details: { method: 'registration' } }];
    },
  }),
  passwordChange: rule({
    notes: (_input, _answer, _before, { meta }) => [{ action: 'password.changed', target: userTarget(meta.actor?.id, meta.actor?.username ?? null) }],
  }),
  userCreate: rule({
    notes: ({ body }, answer) => {
      const user = dataOf<User>(answer);
      return [{ action: 'user.created', target: userTarget(user?._id, user?.username ?? text(body.username)), details: { method: 'admin' } }];
    },
  }),
  userUpdate: rule({
    before: accountBefore,
    notes: ({ params, body }, answer, before) => {
      const user = dataOf<User>(answer);
      const target = userTarget(params.id, user?.username ?? before?.username ?? null);
      const notes: AuditNote[] = [];
      const roleTo = text(body.role) as Role | null;
      if (before && roleTo && roleTo !== before.role) notes.push({ action: 'user.role-changed', target, details: { roleFrom: before.role, roleTo } });
      if (text(body.password)) notes.push({ action: 'password.changed', target, details: { method: 'admin' } });
      return notes;
    },
  }),
  userDelete: rule({
    before: accountBefore,
    notes: ({ params }, _answer, before) => [{ action: 'user.deleted', target: userTarget(params.id, before?.username ?? null) }],
  }),
  articleCreate: rule({
    notes: (_input, answer) => {
      const article = dataOf<Article>(answer);
      return article?.status === 'published' ? [{ action: 'article.published', target: articleTarget(article, article.slug) }] : [];
    },
  }),
  articleUpdate: rule({
    notes: (_input, answer, _before, reads) => {
      const article = dataOf<Article>(answer);
      return article ? publishingChange(article, reads) : [];
    },
  }),
  articlePublish: rule({
    notes: ({ params }, answer) => [{ action: 'article.published', target: articleTarget(dataOf<Article>(answer), params.slug) }],
  }),
  articleDelete: rule({
    notes: ({ params }, answer) => [{ action: 'article.deleted', target: articleTarget(dataOf<{ deleted: Article }>(answer)?.deleted, params.slug) }],
  }),
  revisionRestore: rule({
    notes: ({ params }, answer) => [
      { action: 'article.restored', target: articleTarget(dataOf<Article>(answer), params.slug), details: { version: Number(params.versionNumber) || undefined } },
    ],
  }),
  articleTranslationLink: rule({
    notes: ({ params, body }, answer) => [
      { action: 'translation.linked', target: articleTarget(dataOf<Article>(answer), params.slug), details: { translation: text(body.slug) ?? undefined } },
    ],
  }),
  articleTranslationUnlink: rule({
    notes: ({ params }, answer) => [
      { action: 'translation.unlinked', target: articleTarget(dataOf<Article>(answer), params.slug), details: { translation: params.translation } },
    ],
  }),
  // Only a forced delete is audited: without force an image in use is kept, one unused is just a file.
  mediaDelete: rule({
    notes: ({ params, query }, answer) => {
      if (query.force !== 'true') return [];
      const removedFrom = dataOf<{ removedFrom: unknown[] }>(answer)?.removedFrom;
      return [{ action: 'image.force-deleted', target: { type: 'image', id: params.filename ?? null, label: params.filename ?? null }, details: { articles: removedFrom?.length } }];
    },
  }),
  // The download is recorded once the archive is sent (or its sending failed); an import by its answer.
  archiveExport: rule({ notes: ({ query }) => [{ action: 'archive.exported', target: { type: 'archive', id: null, label: query.withoutAccounts === 'true' ? 'without accounts' : 'everything' } }] }),
  archiveImport: rule({ notes: () => [{ action: 'archive.imported', target: { type: 'archive', id: null, label: null } }] }),
  categoryDelete: rule({
    notes: ({ params }, answer) => [
      { action: 'category.deleted', target: { type: 'category', id: text(params.id), label: dataOf<{ deleted: { name: string } }>(answer)?.deleted.name ?? null } },
    ],
  }),
};

const byRoute = new Map<Route, AuditedRoute>(Object.entries(AUDITED).map(([name, audited]) => [ROUTES[name as RouteName], audited]));

/** How the route's requests are audited; undefined when they are not. */
export function auditedRoute(route: Route): AuditedRoute | undefined {
  return byRoute.get(route);
}
