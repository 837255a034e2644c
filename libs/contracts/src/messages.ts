/**
 * Service names and every message pattern and event name. Call sites import these; a pattern is
 * never written as a string literal anywhere else.
 */
export const SERVICE_NAMES = ['auth-users', 'content', 'media', 'comments'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Everything that listens on the transport: the four services and the gateway (for events). */
export const TRANSPORT_NODES = ['gateway', ...SERVICE_NAMES] as const;
export type TransportNode = (typeof TRANSPORT_NODES)[number];

export const HEALTH_PATTERN = {
  'auth-users': 'auth-users.health',
  content: 'content.health',
  media: 'media.health',
  comments: 'comments.health',
} as const satisfies Record<ServiceName, string>;

export const AUTH_USERS_PATTERNS = {
  register: 'auth-users.users.register',
  verifyCredentials: 'auth-users.credentials.verify',
  getActor: 'auth-users.users.actor',
  getMe: 'auth-users.users.me',
} as const;

export const CONTENT_PATTERNS = {
  categoriesList: 'content.categories.list',
  categoriesCreate: 'content.categories.create',
  categoriesUpdate: 'content.categories.update',
  categoriesDelete: 'content.categories.delete',
  categoriesArticles: 'content.categories.articles',
  articlesList: 'content.articles.list',
  articlesGet: 'content.articles.get',
  articlesCreate: 'content.articles.create',
  articlesUpdate: 'content.articles.update',
  articlesDelete: 'content.articles.delete',
  articlesSearch: 'content.articles.search',
  revisionsList: 'content.revisions.list',
  revisionsGet: 'content.revisions.get',
  revisionsCompare: 'content.revisions.compare',
  revisionsRestore: 'content.revisions.restore',
  tagsList: 'content.tags.list',
  tagsArticles: 'content.tags.articles',
  tagsMerge: 'content.tags.merge',
  tagsDelete: 'content.tags.delete',
} as const;

/** Events: emitted once, delivered once to every subscribing service. */
export const EVENTS = {
  categoryChanged: 'category.changed',
  articleCreated: 'article.created',
  articleUpdated: 'article.updated',
  articleDeleted: 'article.deleted',
  articleViewed: 'article.viewed',
  tagsChanged: 'tags.changed',
  userUpdated: 'user.updated',
  userDeleted: 'user.deleted',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/**
 * Who consumes which event. In the embedded profile the publisher sends an event to each of these
 * nodes over TCP; with Redis Streams each of them reads the events stream with its own group.
 */
export const EVENT_SUBSCRIBERS: Record<EventName, readonly TransportNode[]> = {
  'category.changed': ['gateway'],
  'article.created': ['gateway'],
  'article.updated': ['gateway'],
  'article.deleted': ['gateway'],
  'article.viewed': ['content'],
  'tags.changed': ['gateway'],
  'user.updated': ['gateway'],
  'user.deleted': ['gateway'],
};

/** A service's answer to its health pattern: each adapter's state ('ok' or the failure). */
export interface ServiceHealth {
  status: 'ok' | 'degraded';
  checks: Record<string, string>;
}
