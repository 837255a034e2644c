import { CALCULATOR_IDS } from '@labmedicin/calculators';
import { API_BASE, hreflangLinks, SCREEN, type HreflangLink, type PublishedArticleIndex, type Tag } from '@labmedicin/contracts';

/** What the sitemap lists: the published articles and the tags that have published articles. */
export interface SitemapEntries {
  articles: PublishedArticleIndex;
  tags: Tag[];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function urlEntry(loc: string, lastmod?: string, alternates: HreflangLink[] = []): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`).join('');
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}${links}</url>`;
}

/** The site's own pages: one address each, in the reader's language (its cookie or Accept-Language), so no alternates. */
const SITE_PAGES = [SCREEN.home.to(), SCREEN.articles.to(), SCREEN.tags.to(), SCREEN.about.to(), SCREEN.naming.to(), SCREEN.calculators.to()];

const articleUrl = (base: string, slug: string) => `${base}${SCREEN.article.to({ slug })}`;

/** An article published in more than one language names its versions as its page's head does. */
function alternatesOf(base: string, article: PublishedArticleIndex[number]): HreflangLink[] {
  return hreflangLinks(article.alternates.map(({ language, slug }) => ({ language, href: articleUrl(base, slug) })));
}

/**
 * The sitemap protocol's XML: the site's own pages (with the page on how analyses are named), every
 * published version of every article with its last change and its versions in the other languages
 * (xhtml:link), every tag page, then each calculator's page.
 */
export function sitemapXml(base: string, { articles, tags }: SitemapEntries): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...SITE_PAGES.map((path) => urlEntry(`${base}${path}`)),
    ...articles.map((article) => urlEntry(articleUrl(base, article.slug), article.updatedAt, alternatesOf(base, article))),
    ...tags.map((tag) => urlEntry(`${base}${SCREEN.tag.to({ tag: tag.tag })}`)),
    ...CALCULATOR_IDS.map((id) => urlEntry(`${base}${SCREEN.calculators.to({ id })}`)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every public page, never the admin area or the API; the sitemap names the pages. */
export function robotsTxt(base: string): string {
  return ['User-agent: *', `Disallow: ${SCREEN.admin.path}`, `Disallow: ${API_BASE}`, '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
