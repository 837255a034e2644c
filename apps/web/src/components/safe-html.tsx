import './safe-html.css';
import { Suspense, useMemo } from 'react';
import { useArticleSanitizer } from './article-sanitizer';

function SanitizedHtml({ html, className }: { html: string; className: string }) {
  const sanitize = useArticleSanitizer();
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <div className={`article-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Article HTML, sanitized in the browser before it is rendered. Shown once the sanitizer's chunk
 * is there; the page around it does not wait.
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
}
