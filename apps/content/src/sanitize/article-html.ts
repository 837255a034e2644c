import sanitizeHtml from 'sanitize-html';
import { LINK_SCHEMES, uploadedFilenameOf } from '@labmedicin/contracts';
import { ARTICLE_HTML_TAGS, sanitizedArticleHtml as sanitizedByPolicy, type SanitizedArticleHtml } from '@labmedicin/contracts/article-html';

/**
 * Article HTML as a save stores it, by the one policy the SPA renders with too (contracts'
 * article-html). Iframes stay only when they embed a page of one of `embedHosts` (the operator's
 * list; none by default, as for the seed), and then sandboxed.
 */
export function sanitizedArticleHtml(html: string, embedHosts: readonly string[] = []): SanitizedArticleHtml {
  return sanitizedByPolicy(html, { embedHosts });
}

/** sanitizedArticleHtml's HTML alone. */
export function sanitizeArticleHtml(html: string, embedHosts: readonly string[] = []): string {
  return sanitizedArticleHtml(html, embedHosts).html;
}

/**
 * Sanitized article HTML without the images that show the stored file `filename`; everything else
 * as it was (the HTML was sanitized when saved, so every tag and attribute is kept).
 */
export function withoutUploadedImage(html: string, filename: string): string {
  return sanitizeHtml(html, {
    allowedTags: ARTICLE_HTML_TAGS,
    allowedAttributes: false,
    allowedSchemes: [...LINK_SCHEMES],
    exclusiveFilter: (frame) => frame.tag === 'img' && uploadedFilenameOf(frame.attribs.src ?? '') === filename,
  });
}

/** The text a reader sees in article HTML, for the search index: tags dropped, block ends kept as spaces. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html.replace(/<(\/(p|h[1-6]|li|td|th|tr|div|blockquote|pre)|br\s*\/?)>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    // Last, so that an escaped entity ('&amp;lt;') stays text.
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
