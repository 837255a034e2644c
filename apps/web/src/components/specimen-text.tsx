import type { Language } from '@labmedicin/contracts';
import './article-content-i18n';
import { specimenParts } from './specimen-prefixes';
import { useSpecimenTitles } from './specimen-titles';

/** A text (an article's title, a reference row's parameter) with its specimen prefixes explained, in the text's language. */
export function SpecimenText({ text, language }: { text: string; language: Language }) {
  const titles = useSpecimenTitles(language);
  return (
    <>
      {specimenParts(text, titles).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <abbr key={index} title={part.title}>
            {part.prefix}
          </abbr>
        ),
      )}
    </>
  );
}
