import { LANGUAGE_CHOICE, type Article, SCREEN } from '@labmedicin/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CategoryBadge } from '../../components/category-badge';
import { categoryNameIn, useReaderLanguage } from '../../components/use-reader-language';
import { FormattedDate } from '../../components/formatted-date';
import { LANGUAGE_FORM_ID } from '../../components/language-switch';
import { lazyComponent } from '../../components/lazy-component';
import { LoadingSpinner } from '../../components/loading-spinner';
import { SafeHtml } from '../../components/safe-html';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSiteOrigin } from '../../components/use-site-origin';
import { ArticleComments } from '../comments/article-comments';
import { OfflineControl } from '../offline/offline-controls';
import { AlsoKnownAs } from './also-known-as';
import { publishedTranslationsOf } from './translations';
import { useArticle } from './use-articles';
import './article-print.css';

// An article that could not be shown is the exception: its panel is a chunk of its own (loaded
// before hydrating a server-rendered 404, as every lazy part the server showed).
const ArticleErrorPanel = lazyComponent('ArticleErrorPanel', () => import('./article-error-panel').then((module) => module.ArticleErrorPanel));
// So are the sections after the text (reference ranges, clinical significance…), with their
// headings in the article's language, and the title's explained specimen prefixes (plain text until then).
const ArticleSections = lazyComponent('ArticleSections', () => import('./article-sections').then((module) => module.ArticleSections));
const SpecimenText = lazyComponent('SpecimenText', () => import('../../components/specimen-text').then((module) => module.SpecimenText));
// So is the sampling section, with its texts: an article without analyses never loads it.
const SamplingSection = lazyComponent('SamplingSection', () => import('../sampling/sampling-section').then((module) => module.SamplingSection));
// So is an outdated translation's notice, with its texts.
const OutdatedNotice = lazyComponent('OutdatedNotice', () => import('./outdated-notice').then((module) => module.OutdatedNotice));

/**
 * Links to the article's published versions in the other languages, each named in its own language
 * ("Read in English"). Switching the interface's language goes to the version in that language:
 * each is named in the language switch's form, which the gateway (before the app runs, or without
 * JavaScript) and the app alike follow.
 */
function TranslationLinks({ article }: { article: Article }) {
  const { t } = useTranslation('articles');
  const translations = publishedTranslationsOf(article);
  if (translations.length === 0) return null;
  return (
    <ul className="list-inline mt-3 mb-0 d-print-none" aria-label={t('article.otherLanguages')}>
      {translations.map((translation) => (
        <li key={translation.slug} className="list-inline-item">
          <Link to={SCREEN.article.to({ slug: translation.slug })} lang={translation.language} hrefLang={translation.language}>
            {t(`article.readIn.${translation.language}`)}
          </Link>
          <input type="hidden" form={LANGUAGE_FORM_ID} name={LANGUAGE_CHOICE.returnFieldIn[translation.language]} value={SCREEN.article.to({ slug: translation.slug })} />
        </li>
      ))}
    </ul>
  );
}

/**
 * An article's page (SCREEN.article): breadcrumb, title, category and status badges, views, updated date, tags, links
 * to its translations and to how analyses are named, a notice when it is a translation its original
 * has moved on from, the lab handbook's sampling section, the sanitized content, the optional clinical sections and the readers' comments; whatever the
 * article lacks is left out. What the article says carries its language when the interface is in
 * another. Printed (article-print.css): title, category, updated date and the page's address at
 * the top, the text and sections, without navigation, buttons or comments.
 */
export function ArticlePage() {
  const { t } = useTranslation('articles');
  const { slug = '' } = useParams();
  const query = useArticle(slug);
  const origin = useSiteOrigin();
  const language = useReaderLanguage();
  useDocumentTitle(query.data?.title);

  if (query.isPending) return <LoadingSpinner label={t('article.loading')} />;
  if (query.isError) return <ArticleErrorPanel error={query.error} slug={slug} />;

  const article = query.data;
  const lang = article.language !== language ? article.language : undefined;
  return (
    <article className="article-page mx-auto" style={{ maxWidth: 960 }}>
      {/* Bootstrap's markup written out, as for the badge below: the first load of an article carries no react-bootstrap. */}
      <nav aria-label={t('article.breadcrumb')} className="d-print-none">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={SCREEN.home.path}>{t('article.home')}</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={SCREEN.articles.path}>{t('article.articles')}</Link>
          </li>
          {article.category && (
            <li className="breadcrumb-item">
              <Link to={SCREEN.articles.to({ category: article.category.slug })}>{categoryNameIn(article.category, language)}</Link>
            </li>
          )}
          <li className="breadcrumb-item active" aria-current="page" lang={lang}>
            {article.title}
          </li>
        </ol>
      </nav>

      <header className="mb-4">
        <h1 className="mb-3" lang={lang}>
          <Suspense fallback={article.title}>
            <SpecimenText text={article.title} language={article.language} />
          </Suspense>
        </h1>
        <AlsoKnownAs article={article} lang={lang} />
        <p className="article-print-url d-none d-print-block" data-testid="article-print-url">
          {origin + SCREEN.article.to({ slug: article.slug })}
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2 column-gap-3 text-muted">
          {article.category && <CategoryBadge name={categoryNameIn(article.category, language)} color={article.category.color} className="fw-medium" />}
          {article.status && (
            <span className={`badge bg-${article.status === 'published' ? 'success' : 'secondary'} d-print-none`}>
              {t(`article.status.${article.status}`, { defaultValue: article.status })}
            </span>
          )}
          {article.views !== undefined && <span className="d-print-none">{t('article.views', { count: article.views })}</span>}
          {article.updatedAt && (
            <span>
              {t('article.updated')} <FormattedDate value={article.updatedAt} />
            </span>
          )}
        </div>
        {/* A copy saved for offline reading by an older version may have no tags. */}
        {article.tags && article.tags.length > 0 && (
          <ul className="list-inline mt-3 mb-0" aria-label={t('article.tags')} lang={lang}>
            {article.tags.map((tag) => (
              <li key={tag} className="list-inline-item mb-1">
                <Link to={SCREEN.tag.to({ tag })} className="badge rounded-pill text-bg-light border text-decoration-none fw-normal">
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <TranslationLinks article={article} />
        <p className="small mt-2 mb-0 d-print-none">
          <Link to={SCREEN.naming.path}>{t('article.namingLink')}</Link>
        </p>
        {article.outdated && (
          <Suspense fallback={null}>
            <OutdatedNotice article={article} />
          </Suspense>
        )}
        {article.status === 'published' && <OfflineControl control="SaveArticleButton" article={article} />}
      </header>

      {/* A copy saved for offline reading by an older version may have no analyses. */}
      {article.analyses && article.analyses.length > 0 && (
        <Suspense fallback={null}>
          <SamplingSection analyses={article.analyses} language={article.language} title={article.title} address={origin + SCREEN.article.to({ slug: article.slug })} lang={lang} />
        </Suspense>
      )}
      <div lang={lang}>
        <SafeHtml html={article.content} calculators specimens={article.language} />
      </div>
      <Suspense fallback={null}>
        <ArticleSections article={article} lang={lang} />
      </Suspense>
      {/* Only published articles take comments; an editor previewing a draft sees none. */}
      {article.status === 'published' && (
        <div className="d-print-none">
          <ArticleComments key={article.slug} slug={article.slug} />
        </div>
      )}
    </article>
  );
}
