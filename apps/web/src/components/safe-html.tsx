import './safe-html.css';
import type { Language } from '@labmedicin/contracts';
import type * as calculatorIds from '@labmedicin/calculators/ids';
import { memo, Suspense, useMemo } from 'react';
import { useArticleSanitizer } from './article-sanitizer';
import { lazyComponent } from './lazy-component';
import { useSpecimenTitles } from './specimen-titles';

// Only HTML that places a calculator loads the calculators (their code and texts): a chunk the
// server renders and the browser loads before hydrating a page that shows one.
const CalculatorsInHtml = lazyComponent('CalculatorsInHtml', () =>
  import('../features/calculators/calculators-in-html').then((module) => module.CalculatorsInHtml),
);

/**
 * The attribute of a calculator's place, as the lib names it (the type holds them equal): the lib's
 * module itself would be a chunk of its own on every article's first load.
 */
const CALCULATOR_ATTRIBUTE: typeof calculatorIds.CALCULATOR_ATTRIBUTE = 'data-calculator';

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Show the calculators the HTML places (an article as readers see it, and an editor's preview of it), not their inert elements. */
  calculators?: boolean;
  /** The article's language: its specimen prefixes (P-, B-…) are explained in it. */
  specimens?: Language;
}

function SanitizedHtml({ html, className, calculators, specimens }: Omit<Required<SafeHtmlProps>, 'specimens'> & Pick<SafeHtmlProps, 'specimens'>) {
  const sanitize = useArticleSanitizer();
  // The prefixes' texts came with the sanitizer's chunk.
  const titles = useSpecimenTitles(specimens ?? 'sv');
  const marked = specimens ? titles : undefined;
  const clean = useMemo(() => sanitize(html, marked), [sanitize, html, marked]);
  const classes = `article-html ${className}`.trim();
  if (calculators && clean.includes(CALCULATOR_ATTRIBUTE)) return <CalculatorsInHtml html={clean} className={classes} />;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Article HTML, sanitized in the browser before it is rendered. Shown once the sanitizer's chunk
 * is there; the page around it does not wait. Memoized: React drops a boundary still waiting to
 * hydrate when its parent renders again (the article page does right after hydrating) and renders
 * it anew, the server's HTML gone until the sanitizer came.
 */
export const SafeHtml = memo(function SafeHtml({ html, className = '', calculators = false, specimens }: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} className={className} calculators={calculators} specimens={specimens} />
    </Suspense>
  );
});
