import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CategoryBadge } from '../../components/category-badge';
import { FormattedDate } from '../../components/formatted-date';
import { lazyComponent } from '../../components/lazy-component';
import { LoadingSpinner } from '../../components/loading-spinner';
import { articlePath, categoryPath, tagPath } from '../../components/paths';
import { SafeHtml } from '../../components/safe-html';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSiteOrigin } from '../../components/use-site-origin';
import { ArticleComments } from '../comments/article-comments';
import { OfflineControl } from '../offline/offline-controls';
import { ArticleSections } from './article-sections';
import { useArticle } from './use-articles';
import './article-print.css';

// An article that could not be shown is the exception: its panel is a chunk of its own (loaded
// before hydrating a server-rendered 404, as every lazy part the server showed).
const ArticleErrorPanel = lazyComponent('ArticleErrorPanel', () => import('./article-error-panel').then((module) => module.ArticleErrorPanel));

/**
 * /article/:slug: breadcrumb, title, category and status badges, views, updated date, tags, the
 * sanitized content, the optional clinical sections and the readers' comments; whatever the
 * article lacks is left out. Printed (article-print.css): title, category, updated date and the
 * page's address at the top, the text and sections, without navigation, buttons or comments.
 */
export function ArticlePage() {
  const { t } = useTranslation('articles');
  const { slug = '' } = useParams();
  const query = useArticle(slug);
  const origin = useSiteOrigin();
  useDocumentTitle(query.data?.title);

  if (query.isPending) return <LoadingSpinner label={t('article.loading')} />;
  if (query.isError) return <ArticleErrorPanel error={query.error} slug={slug} />;

  const article = query.data;
  return (
    <article className="article-page mx-auto" style={{ maxWidth: 960 }}>
      {/* Bootstrap's markup written out, as for the badge below: the first load of an article carries no react-bootstrap. */}
      <nav aria-label={t('article.breadcrumb')} className="d-print-none">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/">{t('article.home')}</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to="/articles">{t('article.articles')}</Link>
          </li>
          {article.category && (
            <li className="breadcrumb-item">
              <Link to={categoryPath(article.category.slug)}>{article.category.name}</Link>
            </li>
          )}
          <li className="breadcrumb-item active" aria-current="page">
            {article.title}
          </li>
        </ol>
      </nav>

      <header className="mb-4">
        <h1 className="mb-3">{article.title}</h1>
        <p className="article-print-url d-none d-print-block" data-testid="article-print-url">
          {origin + articlePath(article.slug)}
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2 column-gap-3 text-muted">
          {article.category && <CategoryBadge name={article.category.name} color={article.category.color} className="fw-medium" />}
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
        {article.tags.length > 0 && (
          <ul className="list-inline mt-3 mb-0" aria-label={t('article.tags')}>
            {article.tags.map((tag) => (
              <li key={tag} className="list-inline-item mb-1">
                <Link to={tagPath(tag)} className="badge rounded-pill text-bg-light border text-decoration-none fw-normal">
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {article.status === 'published' && <OfflineControl control="SaveArticleButton" article={article} />}
      </header>

      <SafeHtml html={article.content} calculators />
      <ArticleSections article={article} />
      {/* Only published articles take comments; an editor previewing a draft sees none. */}
      {article.status === 'published' && (
        <div className="d-print-none">
          <ArticleComments key={article.slug} slug={article.slug} />
        </div>
      )}
    </article>
  );
}
