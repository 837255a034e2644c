import { CALCULATOR_ATTRIBUTE, isCalculatorId } from '@labmedicin/calculators/ids';
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_IMAGE_SOURCE, EMBED_SANDBOX } from './articles/article.constants';
import { LINK_SCHEMES } from './links';

/*
 * The one policy for article HTML (content, clinical significance, interpretation): what the editor
 * produces and nothing that runs. Content applies it on every save; the SPA (server render and
 * browser) applies it again before rendering, with the same package, so both make the same of any
 * HTML. A subpath of its own (@labmedicin/contracts/article-html): only those two load the
 * sanitizer and its parser.
 */

const TEXT_ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };
const SIZE = /^\d{1,4}(\.\d+)?(px|%|em|rem|vh|vw)?$/;

/** The elements article HTML may hold. */
export const ARTICLE_HTML_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'a', 'img',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'span', 'div', 'iframe',
];

const POLICY = {
  allowedTags: ARTICLE_HTML_TAGS,
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

/** Where marking text stops: code shows text exactly as written. */
const UNMARKED = new Set(['code', 'pre']);

export interface ArticleHtmlOptions {
  /**
   * The hosts an iframe may embed a page from (the operator's list, which content holds): iframes
   * from any other are dropped. Left out, any http(s) page: the HTML's host was checked when saved.
   */
  embedHosts?: readonly string[];
  /**
   * Marks up text outside code: given a run of text as HTML (escaped; the parser cuts a text into
   * runs at its character references), answers the HTML to put in its place.
   */
  markText?: (html: string) => string;
}

/** Sanitized article HTML, with what its one pass saw. */
export interface SanitizedArticleHtml {
  html: string;
  /** The hosts of the pages the HTML embedded from http(s) URLs, lowercased, once each: kept or dropped. */
  embedHosts: string[];
  /** The image sources the sanitized HTML shows, in order, once each. */
  images: string[];
}

/**
 * Article HTML with only the allowlisted tags, attributes, classes, styles and URL schemes left,
 * embeds sandboxed. One pass over the HTML also notes the hosts it embeds from and the images it
 * keeps: on a long article each pass costs as much as the sanitizing.
 */
export function sanitizedArticleHtml(html: string, { embedHosts, markText }: ArticleHtmlOptions = {}): SanitizedArticleHtml {
  const hosts = new Set<string>();
  const images: string[] = [];
  let unmarkedDepth = 0;
  const sanitized = sanitizeHtml(html, {
    ...POLICY,
    ...(embedHosts ? { allowedIframeHostnames: [...embedHosts] } : {}),
    transformTags: {
      ...POLICY.transformTags,
      // Seen before the host list drops it.
      iframe: (tagName, attribs) => {
        const host = httpHostOf(attribs.src ?? '');
        if (host) hosts.add(host);
        return POLICY.transformTags.iframe(tagName, attribs);
      },
    },
    // At its end an element's attributes are those kept.
    exclusiveFilter: (frame) => {
      if (POLICY.exclusiveFilter(frame)) return true;
      if (frame.tag === 'img') images.push(frame.attribs.src);
      return false;
    },
    ...(markText
      ? {
          onOpenTag: (name: string) => void (UNMARKED.has(name) && unmarkedDepth++),
          onCloseTag: (name: string) => void (UNMARKED.has(name) && unmarkedDepth--),
          textFilter: (text: string) => (unmarkedDepth > 0 ? text : markText(text)),
        }
      : {}),
  });
  return { html: sanitized, embedHosts: [...hosts], images: [...new Set(images)] };
}

/**
 * WHATWG URL, in Node and every browser alike; the contracts compile without either's types, as
 * their code runs in both.
 */
const { URL: WhatwgUrl } = globalThis as unknown as { URL: new (url: string) => { protocol: string; hostname: string } };

/** The host of an http(s) URL, lowercased; '' for anything else. */
function httpHostOf(src: string): string {
  try {
    const url = new WhatwgUrl(src.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : '';
  } catch {
    return '';
  }
}
