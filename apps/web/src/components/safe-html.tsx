import './safe-html.css';
import { memo, Suspense, useMemo } from 'react';
import { useArticleSanitizer } from './article-sanitizer';

function SanitizedHtml({ html, className }: { html: string; className: string }) {
  const sanitize = useArticleSanitizer();
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <div className={`article-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Article HTML, sanitized in the browser before it is rendered. Shown once the sanitizer's chunk
 * is there; the page around it does not wait. Memoized: React drops a boundary still waiting to
 * hydrate when its parent renders again (the article page does right after hydrating) and renders
 * it anew, the server's HTML gone until the sanitizer came.
 */
export const SafeHtml = memo(function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
});
