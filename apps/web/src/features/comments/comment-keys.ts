import type { AdminCommentsParams } from '../../api/admin-comments';

/** Query keys of comments; every key starts with its scope, so moderation can drop them all. */
export const commentKeys = {
  all: ['comments'] as const,
  article: (slug: string, page: number) => [...commentKeys.all, 'article', slug, page] as const,
  admin: (query: AdminCommentsParams) => [...commentKeys.all, 'admin', query] as const,
};
