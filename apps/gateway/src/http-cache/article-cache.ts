import { Injectable } from '@nestjs/common';
import { ROUTES, type ApiSuccess, type Article } from '@labmedicin/contracts';
import type { ZodType, ZodTypeDef } from 'zod';
import { HttpCacheService } from './http-cache.service';
import type { PublicCacheOptions } from './public-cache-options';

/** The families of cached public article answers. */
export const ARTICLE_CACHE = {
  /** GET /articles/:slug, keyed by slug. */
  article: 'article',
  /** GET /articles, keyed by the normalised query. */
  lists: 'articles',
  /** GET /articles/search. */
  search: 'article-search',
  /** GET /articles/suggest: what a search box suggests while the reader types. */
  suggestions: 'article-suggestions',
  /** GET /tags and GET /articles/tags: one answer. */
  tags: 'tags',
  /** GET /tags/:tag/articles. */
  tagArticles: 'tag-articles',
  /** GET /categories: one answer (the counts) per reader's language. */
  categories: 'categories',
  /** /sitemap.xml: the published articles and the tags, one entry. */
  sitemap: 'sitemap',
  /** Public pages rendered on the server (spa/server-pages.ts), keyed by origin, language and URL. */
  pages: 'pages',
  /** The FHIR catalogue (fhir/): its answers map the published articles' analyses, keyed by host and URL. */
  fhir: 'fhir',
} as const;

/**
 * A cached article carries its view count, moved by each gateway's views report
 * (HttpCacheService.viewsAdded); kept this long at most, so a count a lost patch left behind is at
 * most a minute old (the CDN adds its 30 s).
 */
export const ARTICLE_CACHE_TTL_MS = 60_000;

/** The key of the tag counts and of the category list without a language, whatever else their query string holds. */
const ALL_TAGS = 'all';
const ALL_CATEGORIES = 'all';

/**
 * A parsed query as a key: fields sorted, absent ones left out, so the same request spelled
 * differently (order, defaults, unknown parameters) finds the same answer.
 */
function canonical(query: Record<string, unknown>): string {
  return Object.keys(query)
    .sort()
    .filter((name) => query[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(String(query[name]))}`)
    .join('&');
}

function parsed<Out, In>(schema: ZodType<Out, ZodTypeDef, In>, value: unknown): Out | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * How each article route is cached: its key, from the request as the route table's schemas read it,
 * and only for public callers (perCaller).
 */
export const ARTICLE_CACHE_ROUTES = {
  article: {
    perCaller: true,
    ttlMs: ARTICLE_CACHE_TTL_MS,
    keyOf: (req) => parsed(ROUTES.articleGet.params, req.params)?.slug ?? null,
    // The id names the article in the view counted for each cached read.
    subjectOf: (body) => (body as ApiSuccess<Article>).data._id,
  },
  lists: {
    perCaller: true,
    keyOf: (req) => {
      const query = parsed(ROUTES.articleList.query, req.query);
      // Content lists only published articles to public callers, whatever status they ask for.
      return query && canonical({ ...query, status: 'published' });
    },
  },
  search: {
    perCaller: true,
    keyOf: (req) => {
      const query = parsed(ROUTES.articleSearch.query, req.query);
      return query && canonical(query);
    },
  },
  suggestions: {
    perCaller: true,
    keyOf: (req) => {
      const query = parsed(ROUTES.articleSuggest.query, req.query);
      return query && canonical(query);
    },
  },
  // By the reader's language too: each interface lists the tags of the articles in its language.
  tags: {
    perCaller: true,
    keyOf: (req) => {
      const query = parsed(ROUTES.tagList.query, req.query);
      return query && (query.language ? `language=${query.language}` : ALL_TAGS);
    },
  },
  // Its counts depend on the caller (content counts drafts for admins and contributors) and on the
  // reader's language (a translation group counts once); public callers' status is always published.
  categories: {
    perCaller: true,
    keyOf: (req) => {
      const query = parsed(ROUTES.categoryList.query, req.query);
      return query && (query.language ? `language=${query.language}` : ALL_CATEGORIES);
    },
  },
  tagArticles: {
    perCaller: true,
    keyOf: (req) => {
      const query = parsed(ROUTES.tagArticles.query.merge(ROUTES.tagArticles.params), { ...req.query, tag: req.params.tag });
      return query && canonical(query);
    },
  },
  // The sitemap and rendered pages are no API routes: their middleware keeps their entries itself (discovery/, spa/).
  // The FHIR catalogue keys its answers itself (fhir/fhir.controller.ts).
} satisfies Record<Exclude<keyof typeof ARTICLE_CACHE, 'sitemap' | 'pages' | 'fhir'>, PublicCacheOptions>;

/**
 * Drops the cached public answers a change makes stale. Content's events are the one trigger
 * (see ContentEventsController): they report every change, whichever gateway or process made it.
 */
@Injectable()
export class ArticleCache {
  constructor(private readonly httpCache: HttpCacheService) {}

  /**
   * These articles were created, saved or deleted: their own answers, and every answer that lists
   * articles or counts them (lists, search, tags, category counts, the sitemap, rendered pages), since any of them may show them.
   */
  async articlesChanged(slugs: readonly string[]): Promise<void> {
    await Promise.all([
      ...slugs.map((slug) => this.httpCache.forget(ARTICLE_CACHE.article, slug)),
      // Rendered pages all show articles (the home page's newest, the lists, the tags, the article): dropped alike.
      ...[ARTICLE_CACHE.lists, ARTICLE_CACHE.search, ARTICLE_CACHE.suggestions, ARTICLE_CACHE.tags, ARTICLE_CACHE.tagArticles, ARTICLE_CACHE.categories, ARTICLE_CACHE.sitemap, ARTICLE_CACHE.pages, ARTICLE_CACHE.fhir].map((family) =>
        this.httpCache.invalidate(family),
      ),
    ]);
  }

  /** Changes whose articles are not known here (a category written, tags merged): every answer. */
  async allChanged(): Promise<void> {
    await Promise.all(Object.values(ARTICLE_CACHE).map((family) => this.httpCache.invalidate(family)));
  }
}
