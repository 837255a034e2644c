import { SCREEN, type Language } from '@labmedicin/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router-dom';
import { pageFromParams } from '../components/page-window';
import { articlesPageQuery } from '../features/articles/articles-page';
import { articleQuery, publishedArticlesQuery } from '../features/articles/use-articles';
import { publishedCategoriesQuery } from '../features/articles/use-category-counts';
import { sessionQuery } from '../features/auth/use-session';
import { showsArticlesTab } from '../features/profiles/profile-page';
import { authorArticlesQuery, profileQuery } from '../features/profiles/use-profile';
import { searchPageQuery } from '../features/search/search-page';
import { articleSearchQuery } from '../features/search/use-article-search';
import { tagArticlesQuery, tagsQuery } from '../features/tags/use-tags';

type Prefetch = (queryClient: QueryClient, params: Params, search: URLSearchParams, language: Language) => Promise<unknown>;

/**
 * The data a page's URL names, by the page's path (SCREEN), found by the same functions the
 * pages read their URL with. The server asks for it, with the session that every page asks for,
 * before it renders the page, which then renders once instead of once to learn what it needs and
 * again with it. What a page asks for beyond this (the categories' fallback when there are none),
 * the server still learns by rendering. (On the server only: the browser's first load stays as small.)
 */
const PAGE_DATA: ReadonlyArray<readonly [string, Prefetch]> = [
  [SCREEN.article.path, (queryClient, { slug = '' }) => queryClient.prefetchQuery(articleQuery(slug))],
  [
    SCREEN.articles.path,
    (queryClient, _params, search, language) =>
      Promise.all([
        queryClient.prefetchQuery(publishedArticlesQuery(articlesPageQuery(search, language))),
        queryClient.prefetchQuery(publishedCategoriesQuery(language)),
      ]),
  ],
  [
    SCREEN.search.path,
    (queryClient, _params, search, language) => {
      const query = articleSearchQuery(searchPageQuery(search, language));
      return query.enabled ? queryClient.prefetchQuery(query) : Promise.resolve();
    },
  ],
  [SCREEN.tags.path, (queryClient, _params, _search, language) => queryClient.prefetchQuery(tagsQuery(language))],
  [SCREEN.tag.path, (queryClient, { tag = '' }, search, language) => queryClient.prefetchQuery(tagArticlesQuery(tag, pageFromParams(search), language))],
  [
    SCREEN.profile.path,
    async (queryClient, { username = '' }, search) => {
      await queryClient.prefetchQuery(profileQuery(username));
      // The Articles tab lists the articles of the profile's user, known once the profile is.
      const profile = queryClient.getQueryData(profileQuery(username).queryKey);
      if (profile && showsArticlesTab(search)) await queryClient.prefetchQuery(authorArticlesQuery(profile._id, pageFromParams(search)));
    },
  ],
];

/** Fetches what the page at this URL renders from in the reader's language, as far as its URL names it, and the session. */
export async function prefetchPage(queryClient: QueryClient, url: URL, language: Language): Promise<void> {
  const prefetches: Promise<unknown>[] = [queryClient.prefetchQuery(sessionQuery)];
  for (const [path, prefetch] of PAGE_DATA) {
    const match = matchPath(path, url.pathname);
    if (match) prefetches.push(prefetch(queryClient, match.params, url.searchParams, language));
  }
  await Promise.all(prefetches);
}
