import { hasVisibleContent, SCREEN, SEARCH_QUERY_PARAM } from '@labmedicin/contracts';
import { memo, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Article, Language } from '@labmedicin/contracts';
import '../../components/article-content-i18n';
import { SafeHtml } from '../../components/safe-html';
import { useArticleSanitizer } from '../../components/article-sanitizer';
import { lazyComponent } from '../../components/lazy-component';

/** The table with its tools is a chunk of its own: an article without reference ranges never loads it. */
const ReferenceRangesSection = lazyComponent('ReferenceRangesSection', () => import('./reference-ranges-section').then((module) => module.ReferenceRangesSection));

/** The article's language where it differs from the interface's, on its sections' headings and texts. */
type ContentLanguage = { lang?: string };

/** `withTools`: the section holds the interface's controls too, so its content marks its own language where it is the article's. */
function Section({ title, lang, withTools = false, children }: { title: string; withTools?: boolean; children: ReactNode } & ContentLanguage) {
  const headingId = useId();
  return (
    <section className="mt-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 mb-3 pb-2 border-bottom" lang={lang}>
        {title}
      </h2>
      {lang && !withTools ? <div lang={lang}>{children}</div> : children}
    </section>
  );
}

function SanitizedHtmlSection({ title, html, lang, language }: { title: string; html: string; language: Language } & ContentLanguage) {
  const sanitize = useArticleSanitizer();
  const visible = useMemo(() => hasVisibleContent(sanitize(html)), [sanitize, html]);
  if (!visible) return null;
  return (
    <Section title={title} lang={lang}>
      <SafeHtml html={html} calculators specimens={language} />
    </Section>
  );
}

/**
 * An HTML section, left out when nothing of it would show once sanitized (shown once the sanitizer
 * is there). Memoized, as SafeHtml, so that the page rendering again leaves a section still
 * waiting to hydrate as the server rendered it.
 */
const HtmlSection = memo(function HtmlSection({ title, html, lang, language }: { title: string; html: string; language: Language } & ContentLanguage) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtmlSection title={title} html={html} lang={lang} language={language} />
    </Suspense>
  );
});

type ClinicalFields = Pick<Article, 'language' | 'referenceRanges' | 'clinicalSignificance' | 'interpretation' | 'relatedTests' | 'references'>;

/**
 * The optional parts of an article, each only when it has something: reference ranges,
 * clinical significance, interpretation, related tests and numbered references. Their headings,
 * the reference table's and its numbers are in the article's language; `lang` marks them when
 * the interface's is another. The reference table's tools (units, result check) are the interface's.
 */
export function ArticleSections({ article, lang }: { article: ClinicalFields } & ContentLanguage) {
  const { t } = useTranslation('articles');
  const { t: own } = useTranslation('articleContent', { lng: article.language });
  const { language, referenceRanges, clinicalSignificance, interpretation, relatedTests, references } = article;
  return (
    <>
      {referenceRanges.length > 0 && (
        <Section title={own('sections.referenceRanges')} lang={lang} withTools>
          <Suspense fallback={null}>
            <ReferenceRangesSection rows={referenceRanges} language={language} />
          </Suspense>
        </Section>
      )}
      {clinicalSignificance && <HtmlSection title={own('sections.clinicalSignificance')} html={clinicalSignificance} lang={lang} language={language} />}
      {interpretation && <HtmlSection title={own('sections.interpretation')} html={interpretation} lang={lang} language={language} />}
      {relatedTests.length > 0 && (
        <Section title={own('sections.relatedTests')} lang={lang}>
          <ul className="related-tests list-inline mb-0">
            {relatedTests.map((test) => (
              <li key={test} className="list-inline-item mb-2">
                <Link to={SCREEN.search.to({ [SEARCH_QUERY_PARAM]: test })} className="btn btn-sm btn-outline-primary" title={t('article.searchRelated', { test })}>
                  {test}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {references.length > 0 && (
        <Section title={own('sections.references')} lang={lang}>
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
