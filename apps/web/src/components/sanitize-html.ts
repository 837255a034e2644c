import { CALCULATOR_ATTRIBUTE, isCalculatorId } from '@labmedicin/calculators/ids';
import { ALLOWED_URI, EMBED_SANDBOX } from '@labmedicin/contracts';
import DOMPurify, { type Config } from 'dompurify';
import './article-content-i18n';
import { markSpecimenPrefixes, type SpecimenTitles } from './specimen-prefixes';

const CONFIG: Config = {
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // The editor embeds iframes; links may open in a new tab.
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target', 'allowfullscreen', 'loading', 'sandbox', CALCULATOR_ATTRIBUTE],
  // No data attributes but a calculator's place (below), as the server's sanitizer keeps.
  ALLOW_DATA_ATTR: false,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'object', 'embed'],
  FORBID_ATTR: ['srcdoc', 'formaction'],
};

type DomWindow = Parameters<typeof DOMPurify>[0];

/** Our own instance, so the hook below touches no other user of DOMPurify. */
function createPurifier(domWindow: DomWindow) {
  const purifier = DOMPurify(domWindow);
  // A calculator's place is a div naming one of our calculators; the page brings it to life.
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === CALCULATOR_ATTRIBUTE && (node.tagName !== 'DIV' || !isCalculatorId(data.attrValue))) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Every embedded page runs sandboxed, whatever the HTML says.
    if (node.tagName === 'IFRAME') node.setAttribute('sandbox', EMBED_SANDBOX);
    if (node.tagName !== 'A') return;
    // A link opens here or in a new tab, and never hands the opened page a handle on ours.
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

let purifier = typeof window === 'undefined' ? null : createPurifier(window);

/** Sanitized texts kept by the server, the oldest dropped first past this many. */
const SERVER_KEPT_TEXTS = 500;

/** The server's results by input: each render of a page sanitizes the same article again. */
let kept: Map<string, string> | null = null;

/**
 * The server has no window of its own: it renders pages with a DOM built for the purpose
 * (jsdom), so the article HTML it sends is what the browser's DOMPurify makes of it. Sanitizing
 * in jsdom is the dearest part of a render, so the server keeps its results.
 */
export function setSanitizerWindow(domWindow: DomWindow): void {
  purifier = createPurifier(domWindow);
  kept = new Map();
}

/** Sanitized HTML with its specimen prefixes marked (abbr), explained in the article's language. */
function sanitizedWithSpecimens(purifier: ReturnType<typeof createPurifier>, html: string, titles: SpecimenTitles): string {
  const fragment = purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  markSpecimenPrefixes(fragment, titles);
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/**
 * Article HTML (content, clinical significance, interpretation) as it may be rendered, with its
 * specimen prefixes marked when what they stand for (in the article's language) is given. The server sanitized it when it
 * was saved; the browser does again, whatever the server sent.
 */
export function sanitizeArticleHtml(html: string, specimens?: SpecimenTitles): string {
  const current = purifier;
  if (!current) throw new Error('No DOM to sanitize article HTML with: call setSanitizerWindow first');
  const sanitize = () => (specimens ? sanitizedWithSpecimens(current, html, specimens) : current.sanitize(html, CONFIG));
  if (!kept) return sanitize();
  const key = specimens ? `${JSON.stringify(specimens)}\u0000${html}` : html;
  let clean = kept.get(key);
  if (clean === undefined) {
    clean = sanitize();
    kept.set(key, clean);
    if (kept.size > SERVER_KEPT_TEXTS) kept.delete(kept.keys().next().value as string);
  }
  return clean;
}
