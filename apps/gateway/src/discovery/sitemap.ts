import { CALCULATOR_IDS } from '@labmedicin/calculators';
import type { PublishedArticleIndex, Tag } from '@labmedicin/contracts';

/** What the sitemap lists: the published articles and the tags that have published articles. */
export interface SitemapEntries {
  articles: PublishedArticleIndex;
  tags: Tag[];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** The sitemap protocol's XML: every article page with its last change, every tag page, then the calculators' pages. */
export function sitemapXml(base: string, { articles, tags }: SitemapEntries): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...articles.map((article) => urlEntry(`${base}/article/${encodeURIComponent(article.slug)}`, article.updatedAt)),
    ...tags.map((tag) => urlEntry(`${base}/tag/${encodeURIComponent(tag.tag)}`)),
    urlEntry(`${base}/calculators`),
    ...CALCULATOR_IDS.map((id) => urlEntry(`${base}/calculators/${id}`)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every public page, never the admin area or the API; the sitemap names the pages. */
export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
