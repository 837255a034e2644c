import sanitizeHtml from 'sanitize-html';
import { CALCULATOR_ATTRIBUTE, isCalculatorId } from '@labmedicin/calculators';
import { ARTICLE_IMAGE_SOURCE, EMBED_SANDBOX, LINK_SCHEMES, uploadedFilenameOf } from '@labmedicin/contracts';

const TEXT_ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };
const SIZE = /^\d{1,4}(\.\d+)?(px|%|em|rem|vh|vw)?$/;

/**
 * The allowlist for article HTML (content, clinical significance, interpretation): what the editor
 * produces and nothing that runs. Applied on every save; the browser sanitizes again before render.
 */
const OPTIONS = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'a', 'img',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'span', 'div', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'style', 'allowfullscreen', 'loading', 'sandbox'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    col: ['span'],
    ol: ['start'],
    p: ['style'],
    h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
    span: ['class'],
    // A calculator's place, brought to life by the article page: <div data-calculator="egfr-lmrev"></div>.
    div: ['class', CALCULATOR_ATTRIBUTE],
    table: ['class'],
    code: ['class'],
  },
  allowedClasses: {
    span: ['text-muted', 'text-danger', 'text-warning', 'text-success', 'highlight'],
    div: ['table-responsive', 'embed-responsive', 'alert', 'alert-info', 'alert-warning', 'alert-danger', 'note'],
    table: ['table', 'table-bordered', 'table-striped', 'table-sm'],
    // Code blocks name their language for highlighting.
    code: [/^language-[a-z0-9+-]+$/],
  },
  allowedStyles: {
    p: TEXT_ALIGN, h1: TEXT_ALIGN, h2: TEXT_ALIGN, h3: TEXT_ALIGN, h4: TEXT_ALIGN, h5: TEXT_ALIGN, h6: TEXT_ALIGN,
    th: TEXT_ALIGN, td: TEXT_ALIGN,
    iframe: { width: [SIZE], height: [SIZE], 'max-width': [SIZE], border: [/^(0|none)$/] },
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowIframeRelativeUrls: false,
  transformTags: {
    // A link opens here or in a new tab, and never hands the opened page a handle on ours; any
    // rel the author wrote is replaced.
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
    }),
    // Relative image sources are our own uploads only.
    img: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => name !== 'src' || ARTICLE_IMAGE_SOURCE.test(value.trim()))),
    }),
    // A calculator's place names one of our calculators, or it is a plain div.
    div: (tagName, { [CALCULATOR_ATTRIBUTE]: calculator, ...attribs }) => ({
      tagName,
      attribs: isCalculatorId(calculator) ? { ...attribs, [CALCULATOR_ATTRIBUTE]: calculator } : attribs,
    }),
    // Every embed is sandboxed, whatever the author wrote.
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, sandbox: EMBED_SANDBOX } }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
} satisfies sanitizeHtml.IOptions;

/** Sanitized article HTML, with what its one pass saw. */
export interface SanitizedHtml {
  html: string;
  /** The hosts of the pages the HTML embedded from http(s) URLs, lowercased, once each: kept or dropped. */
  embedHosts: string[];
  /** The image sources the sanitized HTML shows, in order, once each. */
  images: string[];
}

/**
 * Article HTML with only the allowlisted tags, attributes, classes, styles and URL schemes left.
 * Iframes stay only when they embed a page of one of `embedHosts` (the operator's list), and then
 * sandboxed. One pass over the HTML also notes the hosts it embeds from and the images it keeps:
 * on a long article each pass costs as much as the sanitizing.
 */
export function sanitizedArticleHtml(html: string, embedHosts: readonly string[] = []): SanitizedHtml {
  const hosts = new Set<string>();
  const images: string[] = [];
  const sanitized = sanitizeHtml(html, {
    ...OPTIONS,
    allowedIframeHostnames: [...embedHosts],
    transformTags: {
      ...OPTIONS.transformTags,
      // Seen before the host list drops it.
      iframe: (tagName, attribs) => {
        const host = httpHostOf(attribs.src ?? '');
        if (host) hosts.add(host);
        return OPTIONS.transformTags.iframe(tagName, attribs);
      },
    },
    // At its end an element's attributes are those kept.
    exclusiveFilter: (frame) => {
      if (OPTIONS.exclusiveFilter(frame)) return true;
      if (frame.tag === 'img') images.push(frame.attribs.src);
      return false;
    },
  });
  return { html: sanitized, embedHosts: [...hosts], images: [...new Set(images)] };
}

/** sanitizedArticleHtml's HTML alone. */
export function sanitizeArticleHtml(html: string, embedHosts: readonly string[] = []): string {
  return sanitizedArticleHtml(html, embedHosts).html;
}

/** The host of an http(s) URL, lowercased; '' for anything else. */
function httpHostOf(src: string): string {
  try {
    const url = new URL(src.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : '';
  } catch {
    return '';
  }
}

/**
 * Sanitized article HTML without the images that show the stored file `filename`; everything else
 * as it was (the HTML was sanitized when saved, so every tag and attribute is kept).
 */
export function withoutUploadedImage(html: string, filename: string): string {
  return sanitizeHtml(html, {
    allowedTags: OPTIONS.allowedTags,
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
