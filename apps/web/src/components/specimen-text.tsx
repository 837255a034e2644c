import type { Language } from '@labmedicin/contracts';
import { specimenParts } from './specimen-prefixes';

/** A text (an article's title, a reference row's parameter) with its specimen prefixes explained, in the text's language. */
export function SpecimenText({ text, language }: { text: string; language: Language }) {
  return (
    <>
      {specimenParts(text, language).map((part, index) =>
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
