import { hasVisibleContent } from '@labmedicin/contracts';
import { memo, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Article } from '@labmedicin/contracts';
import { searchPath } from '../../components/paths';
import { SafeHtml } from '../../components/safe-html';
import { useArticleSanitizer } from '../../components/article-sanitizer';
import { lazyComponent } from '../../components/lazy-component';

/** The table with its tools is a chunk of its own: an article without reference ranges never loads it. */
const ReferenceRangesSection = lazyComponent('ReferenceRangesSection', () => import('./reference-ranges-section').then((module) => module.ReferenceRangesSection));

/** The article's language where it differs from the interface's, for what the article says (never the headings, which are the interface's). */
type ContentLanguage = { lang?: string };

function Section({ title, lang, children }: { title: string; children: ReactNode } & ContentLanguage) {
  const headingId = useId();
  return (
    <section className="mt-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 mb-3 pb-2 border-bottom">
        {title}
      </h2>
      {lang ? <div lang={lang}>{children}</div> : children}
    </section>
  );
}

function SanitizedHtmlSection({ title, html, lang }: { title: string; html: string } & ContentLanguage) {
  const sanitize = useArticleSanitizer();
  const visible = useMemo(() => hasVisibleContent(sanitize(html)), [sanitize, html]);
  if (!visible) return null;
  return (
    <Section title={title} lang={lang}>
      <SafeHtml html={html} calculators />
    </Section>
  );
}

/**
 * An HTML section, left out when nothing of it would show once sanitized (shown once the sanitizer
 * is there). Memoized, as SafeHtml, so that the page rendering again leaves a section still
 * waiting to hydrate as the server rendered it.
 */
const HtmlSection = memo(function HtmlSection({ title, html, lang }: { title: string; html: string } & ContentLanguage) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtmlSection title={title} html={html} lang={lang} />
    </Suspense>
  );
});

type ClinicalFields = Pick<Article, 'referenceRanges' | 'clinicalSignificance' | 'interpretation' | 'relatedTests' | 'references'>;

/**
 * The optional parts of an article, each only when it has something: reference ranges,
 * clinical significance, interpretation, related tests and numbered references. `lang`: the
 * article's language when the interface's is another, on its texts (the reference table, whose
 * headings and tools are the interface's and whose rows are mostly numbers and units, goes without).
 */
export function ArticleSections({ article, lang }: { article: ClinicalFields } & ContentLanguage) {
  const { t } = useTranslation('articles');
  const { referenceRanges, clinicalSignificance, interpretation, relatedTests, references } = article;
  return (
    <>
      {referenceRanges.length > 0 && (
        <Section title={t('article.referenceRanges')}>
          <Suspense fallback={null}>
            <ReferenceRangesSection rows={referenceRanges} />
          </Suspense>
        </Section>
      )}
      {clinicalSignificance && <HtmlSection title={t('article.clinicalSignificance')} html={clinicalSignificance} lang={lang} />}
      {interpretation && <HtmlSection title={t('article.interpretation')} html={interpretation} lang={lang} />}
      {relatedTests.length > 0 && (
        <Section title={t('article.relatedTests')} lang={lang}>
          <ul className="related-tests list-inline mb-0">
            {relatedTests.map((test) => (
              <li key={test} className="list-inline-item mb-2">
                <Link to={searchPath(test)} className="btn btn-sm btn-outline-primary" title={t('article.searchRelated', { test })}>
                  {test}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {references.length > 0 && (
        <Section title={t('article.references')} lang={lang}>
          <ol className="article-references small">
            {references.map((reference, index) => (
              <li key={index} className="mb-1">
                {reference}
              </li>
            ))}
          </ol>
        </Section>
      )}
    </>
  );
}
