import type { ApiSuccess, Article, ArticleLanguage } from '@labmedicin/contracts';
import { fetchPublishedArticles } from '../../api/articles';
import { ApiError } from '../../api/http';
import { OFFLINE_CACHES, articleAnswerPath, isPublicAnswer, keptAtOf, keptCopy } from './offline-rules';

/** An article saved for offline: its answer as the API gave it, and when it was stored. */
export interface SavedArticle {
  article: Article;
  keptAt: string;
}

/** The largest page of the article list the API gives. */
const LIST_PAGE_LIMIT = 100;

const savedCache = () => caches.open(OFFLINE_CACHES.saved);

async function savedOf(copy: Response): Promise<SavedArticle | null> {
  // A copy is the API's answer to GET /articles/:slug, kept as it came.
  const article = ((await copy.json().catch(() => null)) as Partial<ApiSuccess<Article>> | null)?.data;
  return article?.slug ? { article, keptAt: keptAtOf(copy) ?? '' } : null;
}

/** Every saved article, by title. */
export async function savedArticles(): Promise<SavedArticle[]> {
  const cache = await savedCache();
  const copies = await Promise.all((await cache.keys()).map((request) => cache.match(request, { ignoreVary: true })));
  const saved = await Promise.all(copies.map((copy) => (copy ? savedOf(copy) : null)));
  return saved.filter((entry): entry is SavedArticle => entry !== null).sort((a, b) => a.article.title.localeCompare(b.article.title));
}

/** The saved copy of an article, or null when it is not saved. */
export async function savedArticle(slug: string): Promise<SavedArticle | null> {
  const copy = await (await savedCache()).match(articleAnswerPath(slug), { ignoreVary: true });
  return copy ? savedOf(copy) : null;
}

/**
 * Saves an article: its public API answer (asked for without the session, so that what is kept is
 * what anyone may read), under its API address, where the service worker finds it offline. Offline,
 * the worker's kept copy of the answer is saved as it is.
 */
export async function saveArticle(slug: string): Promise<SavedArticle> {
  const answer = await fetch(articleAnswerPath(slug), { credentials: 'omit', headers: { accept: 'application/json' } });
  const kept = keptAtOf(answer) !== null;
  if (!kept && !isPublicAnswer(answer)) throw new ApiError(answer.ok ? 403 : answer.status);
  const copy = kept ? answer : keptCopy(answer);
  const saved = await savedOf(copy.clone());
  if (!saved) throw new ApiError(502);
  await (await savedCache()).put(articleAnswerPath(slug), copy);
  return saved;
}

export async function removeSavedArticle(slug: string): Promise<void> {
  await (await savedCache()).delete(articleAnswerPath(slug), { ignoreVary: true });
}

/**
 * Saves every published article of a category, one after the other, each in the reader's language
 * when it has a version in it (as the list shows them); how many were saved.
 */
export async function saveCategory(category: string, language: ArticleLanguage): Promise<number> {
  const slugs: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const list = await fetchPublishedArticles({ category, page, limit: LIST_PAGE_LIMIT, language });
    pages = list.pagination.pages;
    slugs.push(...list.data.map((article) => article.slug));
  }
  for (const slug of slugs) await saveArticle(slug);
  return slugs.length;
}

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/**
 * The search of the saved articles: every word of the query is in the title, a tag or an analyte
 * the article gives reference ranges for (their parameters), whatever the case and accents. A copy
 * saved by an older version may lack tags or ranges.
 */
export function matchesSearch(article: Article, query: string): boolean {
  const words = normalized(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normalized([article.title, ...(article.tags ?? []), ...(article.referenceRanges ?? []).map((range) => range.parameter)].join('\n'));
  return words.every((word) => text.includes(word));
}
