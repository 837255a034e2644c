/** The specimen prefixes of Swedish laboratory names (P-Kalium: potassium in plasma), as the articles use them. */
export const SPECIMEN_PREFIXES = ['B', 'P', 'S', 'U', 'fP', 'aB', 'cB'] as const;
type SpecimenPrefix = (typeof SPECIMEN_PREFIXES)[number];

/** What each prefix stands for, in the language of the text it explains (the articleContent texts' `specimens`). */
export type SpecimenTitles = Record<SpecimenPrefix, string>;

/**
 * A prefix where it starts an analysis name: not inside a word or a hyphenated name (pro-B-type),
 * and followed by the analyte's capital (P-Kalium, B-HbA1c), a pH-like name (aB-pO2) or a number
 * leading a capital (P-25-OH-vitamin D); so "B-cell" or "apolipoprotein B-100" stay as they are.
 */
const PREFIXED_NAME = new RegExp(`(?<![\\p{L}\\p{N}/_.-])(${SPECIMEN_PREFIXES.join('|')})-(?=\\p{Lu}|p\\p{Lu}|\\d+-\\p{Lu})`, 'gu');

/** A run of text, or a prefix to mark. */
export type SpecimenPart = string | { prefix: SpecimenPrefix; title: string };

/** A text cut at the prefixes it names, each with what it stands for. */
export function specimenParts(text: string, titles: SpecimenTitles): SpecimenPart[] {
  const parts: SpecimenPart[] = [];
  let from = 0;
  for (const match of text.matchAll(PREFIXED_NAME)) {
    const prefix = match[1] as SpecimenPrefix;
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ prefix, title: titles[prefix] });
    from = match.index + prefix.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** Escaped for an HTML attribute's value. */
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML of a text (escaped, as the sanitizer hands it over) with its prefixes marked as
 * <abbr title>: the sanitizer calls it for each text outside code.
 */
export function markSpecimenPrefixes(html: string, titles: SpecimenTitles): string {
  return specimenParts(html, titles)
    .map((part) => (typeof part === 'string' ? part : `<abbr title="${escapeAttribute(part.title)}">${part.prefix}</abbr>`))
    .join('');
}
