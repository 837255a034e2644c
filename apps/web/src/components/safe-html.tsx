import './safe-html.css';
import { useMemo } from 'react';
import { sanitizeArticleHtml } from './sanitize-html';

/** Article HTML, sanitized in the browser before it is rendered. */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className={`article-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />;
}
