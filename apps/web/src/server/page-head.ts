import { LANGUAGES, hreflangLinks, searchTermsOf, type HreflangLink, SCREEN, SEARCH_QUERY_PARAM } from '@labmedicin/contracts';
import { isCalculatorId } from '@labmedicin/calculators';
import type { TFunction } from 'i18next';
import { matchPath } from 'react-router-dom';
import type { Article, Language } from '@labmedicin/contracts';
import { categoryNameIn } from '../components/use-reader-language';
import { articlePagesByLanguage } from '../features/articles/translations';
import { SITE_TITLE, documentTitleOf } from '../components/use-document-title';
import { jsonForScriptElement } from '../page-data';

/** What a rendered page says about itself in its <head>. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  type: 'website' | 'article' | 'profile';
  /** The language of what the page shows (og:locale): an article's own, else the interface's. */
  contentLanguage?: string;
  /** The page in each language it is published in (hreflang), and x-default; absolute. */
  alternates?: HreflangLink[];
  /** schema.org, for an article. */
  structuredData?: object;
}

/** Query parameters that make a different page; anything else (tracking, typos) is left out of the canonical address. */
const PAGE_PARAMETERS = ['q', 'category', 'page'];

function canonicalOf(origin: string, url: URL): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return `${origin}${url.pathname}${search ? `?${search}` : ''}`;
}

/** The namespaces a page's head takes its texts from (its `t` is fixed to them, so each key is typed). */
export const HEAD_NAMESPACES = ['common', 'fallback', 'home', 'articles', 'tags', 'search', 'calculators', 'about', 'naming', 'profile'] as const;

/** The head of a page by its route and the data it was rendered from. */
export function pageHeadOf({
  origin,
  url,
  t,
  language,
  notFound,
  article,
}: {
  origin: string;
  url: URL;
  t: TFunction<typeof HEAD_NAMESPACES>;
  language: Language;
  notFound: boolean;
  article?: Article;
}): PageHead {
  const site: PageHead = { title: SITE_TITLE, description: t('home:subtitle'), canonical: canonicalOf(origin, url), type: 'website' };
  const titled = (title: string): PageHead => ({ ...site, title: documentTitleOf(title) });
  const path = url.pathname;
  const at = (screen: { path: string }) => matchPath(screen.path, path) !== null;
  // The last segment of a one-parameter screen's address, decoded: a tag, a username, a calculator.
  const parameter = () => decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  // The titles the SPA's pages set (useDocumentTitle), so hydration changes none.
  if (notFound) return titled(at(SCREEN.article) ? t('articles:article.notFound') : t('fallback:notFound.documentTitle'));
  if (article) return articleHead(site, article, { origin, t, language, brand: SITE_TITLE });
  if (at(SCREEN.articles)) return titled(t('common:nav.articles'));
  if (at(SCREEN.tags)) return titled(t('tags:title'));
  if (at(SCREEN.tag)) return titled(t('tags:tag.title', { tag: parameter() }));
  if (at(SCREEN.search)) {
    const query = searchTermsOf(url.searchParams.get(SEARCH_QUERY_PARAM));
    return titled(query ? t('search:titleFor', { query }) : t('search:title'));
  }
  if (path === SCREEN.calculators.to()) return { ...titled(t('calculators:title')), description: t('calculators:intro') };
  const calculator = at(SCREEN.calculators) ? parameter() : undefined;
  if (isCalculatorId(calculator)) return { ...titled(t(`calculators:names.${calculator}`)), description: t(`calculators:summaries.${calculator}`) };
  if (at(SCREEN.about)) return { ...titled(t('about:title')), description: t('about:intro') };
  if (at(SCREEN.naming)) return { ...titled(t('naming:title')), description: t('naming:intro') };
  if (at(SCREEN.profile)) return { ...titled(t('profile:documentTitle', { username: parameter() })), type: 'profile' };
  return site;
}

/** An article published in more than one language names its versions (hreflang, x-default); none when it has no published translation. */
function alternatesOf(origin: string, article: Article): HreflangLink[] {
  const pages = articlePagesByLanguage(article);
  return hreflangLinks(LANGUAGES.flatMap((language) => (pages[language] ? [{ language, href: `${origin}${pages[language]}` }] : [])));
}

function articleHead(site: PageHead, article: Article, { origin, t, language, brand }: { origin: string; t: TFunction<typeof HEAD_NAMESPACES>; language: Language; brand: string }): PageHead {
  const canonical = `${origin}${SCREEN.article.to({ slug: article.slug })}`;
  const description = article.summary || article.excerpt;
  const crumbs = [
    { name: t('articles:article.home'), url: `${origin}${SCREEN.home.to()}` },
    { name: t('articles:article.articles'), url: `${origin}${SCREEN.articles.to()}` },
    ...(article.category ? [{ name: categoryNameIn(article.category, language), url: `${origin}${SCREEN.articles.to({ category: article.category.slug })}` }] : []),
    { name: article.title, url: canonical },
  ];
  return {
    ...site,
    title: documentTitleOf(article.title),
    description,
    canonical,
    type: 'article',
    contentLanguage: article.language,
    alternates: alternatesOf(origin, article),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      name: article.title,
      description,
      url: canonical,
      inLanguage: article.language,
      ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
      ...(article.tags?.length ? { keywords: article.tags.join(', ') } : {}),
      isPartOf: { '@type': 'WebSite', name: brand, url: `${origin}/` },
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
      },
    },
  };
}

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPED[char] ?? char);
}

/** The tags of the head: title, description, canonical, the page in its other languages, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead, language: string): string {
  const meta = (attribute: 'name' | 'property', name: string, content: string) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`;
  const contentLanguage = head.contentLanguage ?? language;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:site_name', 'Labmedicin'),
    meta('property', 'og:locale', contentLanguage === 'en' ? 'en_GB' : 'sv_SE'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.structuredData ? [`<script type="application/ld+json">${jsonForScriptElement(head.structuredData)}</script>`] : []),
  ].join('\n    ');
}
