import './safe-html.css';
import { memo, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withCalculatorBlocks } from '../features/calculators/calculator-html';
import { CalculatorPortals } from '../features/calculators/calculator-portals';
import { useArticleSanitizer } from './article-sanitizer';

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Show the calculators the HTML places (an article as readers see it), not their inert elements (an editor's preview). */
  calculators?: boolean;
}

function SanitizedHtml({ html, className, calculators }: Required<SafeHtmlProps>) {
  const sanitize = useArticleSanitizer();
  const { t } = useTranslation('calculators');
  const root = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => (calculators ? withCalculatorBlocks(sanitize(html), t) : sanitize(html)), [sanitize, html, calculators, t]);
  return (
    <>
      <div ref={root} className={`article-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />
      {calculators && <CalculatorPortals root={root} html={clean} />}
    </>
  );
}

/**
 * Article HTML, sanitized in the browser before it is rendered. Shown once the sanitizer's chunk
 * is there; the page around it does not wait. Memoized: React drops a boundary still waiting to
 * hydrate when its parent renders again (the article page does right after hydrating) and renders
 * it anew, the server's HTML gone until the sanitizer came.
 */
export const SafeHtml = memo(function SafeHtml({ html, className = '', calculators = false }: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} className={className} calculators={calculators} />
    </Suspense>
  );
});
