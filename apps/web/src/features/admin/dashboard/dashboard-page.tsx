import { LANGUAGES, type ArticleLanguage, type ArticleTranslation, type ReviewState, type ArticleListItem, SCREEN } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { FormattedDate } from '../../../components/formatted-date';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSession } from '../../auth/use-session';
import { SuccessNotice, useDismissibleLoadError, useSuccessNotice } from '../admin-notices';
import { StatusBadge } from '../status-badge';
import { DeleteArticleModal } from './delete-article-modal';
import { RevisionPager } from '../revisions/revision-pager';
import { dashboardSummary, SORT_FIELDS, type SortField, type SortOrder } from './dashboard-rows';
import { ReturnToAuthorModal } from './return-to-author-modal';
import { useDashboardList, usePublishArticle, useReviewCount } from './use-dashboard';
import { ScrollingTable } from '../scrolling-table';
import { useCategoryName } from '../translations/interface-language';
import { OutdatedBadge } from '../translations/outdated-badge';

/** /admin: every article with search, sort, status and actions; admins also see drafts waiting for review. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const admin = session.isAdmin;
  const [review, setReview] = useState<ReviewState | undefined>(undefined);
  const [articleLanguage, setArticleLanguage] = useState<ArticleLanguage | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [field, setField] = useState<SortField>('updatedAt');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [page, setPage] = useState(1);
  const list = useDashboardList({ review, articleLanguage, search, field, order, page });
  const articles = list.query;
  const waiting = useReviewCount(admin);
  const publish = usePublishArticle();
  const [deleting, setDeleting] = useState<ArticleListItem | null>(null);
  const [returning, setReturning] = useState<ArticleListItem | null>(null);
  const success = useSuccessNotice();
  const [failure, setFailure] = useState<{ title: string; error: unknown } | null>(null);
  const loadError = useDismissibleLoadError(articles);

  const rows = list.rows;
  const categoryName = useCategoryName();
  /** An original's translation in the other language, listed or not (a language filter hides it). */
  const translationOf = (article: ArticleListItem) => (article.translatedFrom ? undefined : article.translations.find((version) => version.language !== article.language));
  /** An original without one may get one (a translation's other language is its original's). */
  const mayTranslate = (article: ArticleListItem) => !article.translatedFrom && !translationOf(article);
  /** Another search, order or filter starts again at the first page. */
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const mayEdit = (article: ArticleListItem) => admin || (article.status === 'draft' && article.author?.id === session.user?._id);

  // An alert belongs to the action that caused it: the next action takes the last one's away.
  const startAction = () => {
    setFailure(null);
    success.dismiss();
  };
  const openDelete = (article: ArticleListItem) => {
    startAction();
    setDeleting(article);
  };
  const openReturn = (article: ArticleListItem) => {
    startAction();
    setReturning(article);
  };

  const onPublish = async (article: ArticleListItem) => {
    startAction();
    try {
      await publish.mutateAsync({ slug: article.slug, version: article.version });
      success.show(t('dashboard.published', { title: article.title }));
    } catch (error) {
      setFailure({ title: t('dashboard.publishFailed'), error });
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0">{t('dashboard.title')}</h1>
        <Link className="btn btn-primary" to={SCREEN.adminNew.path}>
          {t('dashboard.create')}
        </Link>
      </div>

      <SuccessNotice notice={success} />
      {failure && <ErrorAlert title={failure.title} error={failure.error} onClose={() => setFailure(null)} />}
      {loadError.shown && <ErrorAlert title={t('dashboard.loadFailed')} error={articles.error} onClose={loadError.dismiss} />}

      {admin && (waiting.data ?? 0) > 0 && review !== 'pending' && (
        <Alert variant="info" className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span>{t('dashboard.review.waiting', { count: waiting.data })}</span>
          <Button size="sm" variant="info" onClick={() => choose(setReview)('pending')}>
            {t('dashboard.review.show')}
          </Button>
        </Alert>
      )}

      <div className="d-flex flex-wrap gap-2 mb-3">
        <Form.Control
          type="search"
          placeholder={t('dashboard.search')}
          aria-label={t('dashboard.search')}
          value={search}
          onChange={(event) => choose(setSearch)(event.target.value)}
          style={{ maxWidth: '22rem' }}
        />
        <Form.Select aria-label={t('dashboard.sortBy')} value={field} onChange={(event) => choose(setField)(event.target.value as SortField)} style={{ maxWidth: '14rem' }}>
          {SORT_FIELDS.map((option) => (
            <option key={option} value={option}>
              {t(`dashboard.sort.${option}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Select aria-label={t('dashboard.sortOrder')} value={order} onChange={(event) => choose(setOrder)(event.target.value as SortOrder)} style={{ maxWidth: '12rem' }}>
          <option value="desc">{t('dashboard.order.desc')}</option>
          <option value="asc">{t('dashboard.order.asc')}</option>
        </Form.Select>
        <Form.Select
          aria-label={t('translation.filter')}
          value={articleLanguage ?? ''}
          onChange={(event) => choose(setArticleLanguage)((event.target.value || undefined) as ArticleLanguage | undefined)}
          style={{ maxWidth: '12rem' }}
        >
          <option value="">{t('translation.allLanguages')}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`translation.languages.${language}`)}
            </option>
          ))}
        </Form.Select>
        {admin && (
          <Form.Select
            aria-label={t('dashboard.review.filter')}
            value={review ?? ''}
            onChange={(event) => choose(setReview)((event.target.value || undefined) as ReviewState | undefined)}
            style={{ maxWidth: '16rem' }}
          >
            <option value="">{t('dashboard.review.all')}</option>
            <option value="pending">{t('dashboard.review.pendingOnly', { count: waiting.data ?? 0 })}</option>
            <option value="returned">{t('dashboard.review.returnedOnly')}</option>
          </Form.Select>
        )}
      </div>

      {articles.isPending && <LoadingSpinner label={t('dashboard.loading')} />}

      {articles.isSuccess && rows.length === 0 && (
        <Card body className="text-center py-4">
          <p className="h5">{search || review || articleLanguage ? t('dashboard.noMatch') : t('dashboard.empty')}</p>
          <Link className="btn btn-outline-primary" to={SCREEN.adminNew.path}>
            {t('dashboard.create')}
          </Link>
        </Card>
      )}

      {rows.length > 0 && (
        <ScrollingTable label={t('dashboard.title')} hover className="align-middle bg-white">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.columns.title')}</th>
              <th scope="col">{t('translation.language')}</th>
              <th scope="col">{t('dashboard.columns.category')}</th>
              <th scope="col">{t('dashboard.columns.status')}</th>
              <th scope="col" className="text-end">
                {t('dashboard.columns.views')}
              </th>
              <th scope="col">{t('dashboard.columns.updated')}</th>
              <th scope="col" className="text-end">
                {t('dashboard.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((article) => (
              <tr key={article._id}>
                <td style={{ minWidth: '16rem' }}>
                  <div className="fw-semibold">{article.title}</div>
                  <div className="small text-muted">{dashboardSummary(article.summary)}</div>
                </td>
                <td>{t(`translation.languages.${article.language}`)}</td>
                <td>{article.category ? categoryName(article.category) : t('dashboard.noCategory')}</td>
                <td>
                  <StatusBadge status={article.status} />
                  {article.outdated && <OutdatedBadge />}
                  {article.review && (
                    <Badge bg={article.review.state === 'pending' ? 'info' : 'light'} text="dark" className="ms-1 border">
                      {t(`dashboard.review.${article.review.state}`)}
                    </Badge>
                  )}
                </td>
                <td className="text-end">{article.views}</td>
                <td className="text-nowrap">
                  <FormattedDate value={article.updatedAt} />
                </td>
                <td className="text-end text-nowrap">
                  {mayEdit(article) && (
                    <Link className="btn btn-sm btn-outline-primary me-1" to={SCREEN.adminEdit.to({ slug: article.slug })} aria-label={t('dashboard.editNamed', { title: article.title })}>
                      {t('dashboard.edit')}
                    </Link>
                  )}
                  {mayTranslate(article) && (
                    <Link className="btn btn-sm btn-outline-primary me-1" to={SCREEN.adminTranslate.to({ slug: article.slug })} aria-label={t('translation.addNamed', { title: article.title })}>
                      {t('translation.add')}
                    </Link>
                  )}
                  <TranslationLink translation={translationOf(article)} />
                  <Link className="btn btn-sm btn-outline-secondary me-1" to={SCREEN.article.to({ slug: article.slug })} aria-label={t('dashboard.viewNamed', { title: article.title })}>
                    {t('dashboard.view')}
                  </Link>
                  {admin && article.review?.state === 'pending' && (
                    <>
                      <Button size="sm" variant="success" className="me-1" disabled={publish.isPending} onClick={() => void onPublish(article)} aria-label={t('dashboard.review.publishNamed', { title: article.title })}>
                        {t('dashboard.review.publish')}
                      </Button>
                      <Button size="sm" variant="outline-warning" className="me-1" onClick={() => openReturn(article)} aria-label={t('dashboard.review.returnNamed', { title: article.title })}>
                        {t('dashboard.review.return')}
                      </Button>
                    </>
                  )}
                  {admin && (
                    <Button size="sm" variant="outline-danger" onClick={() => openDelete(article)} aria-label={t('dashboard.deleteNamed', { title: article.title })}>
                      {t('dashboard.delete')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      <RevisionPager page={page} pages={list.pages} onPage={setPage} label={t('dashboard.pager')} />

      {deleting && (
        <DeleteArticleModal
          article={deleting}
          onHide={() => setDeleting(null)}
          onDeleted={() => {
            success.show(t('dashboard.deleted', { title: deleting.title }));
            setDeleting(null);
          }}
        />
      )}
      {returning && (
        <ReturnToAuthorModal
          article={returning}
          onHide={() => setReturning(null)}
          onReturned={() => {
            success.show(t('dashboard.review.returnedNotice', { title: returning.title }));
            setReturning(null);
          }}
        />
      )}
    </>
  );
}

/** An original's existing translation, opened in the editor: "English translation", named with its title. */
function TranslationLink({ translation }: { translation: ArticleTranslation | undefined }) {
  const { t } = useTranslation('admin');
  if (!translation) return null;
  return (
    <Link
      className="btn btn-sm btn-outline-secondary me-1"
      to={SCREEN.adminEdit.to({ slug: translation.slug })}
      aria-label={t(`translation.openNamed.${translation.language}`, { title: translation.title })}
    >
      {t(`translation.open.${translation.language}`)}
    </Link>
  );
}
