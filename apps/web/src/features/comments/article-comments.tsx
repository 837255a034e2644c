import { SCREEN } from '@labmedicin/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ErrorAlert } from '../../components/error-alert';
import { lazyComponent } from '../../components/lazy-component';
import { LoadingSpinner } from '../../components/loading-spinner';
import type { LoginRedirectState } from '../auth/route-guards';
import { useSession } from '../auth/use-session';
import { CommentItem } from './comment-item';
import { useArticleComments } from './use-article-comments';

// The form (react-hook-form) is for logged-in readers only: a chunk of its own, not on every article's first load.
const CommentForm = lazyComponent('CommentForm', () => import('./comment-form').then((module) => module.CommentForm));

/**
 * The comments under a published article: its approved comments, newest first, a page at a time;
 * the form for logged-in readers and a way to log in for the others.
 */
export function ArticleComments({ slug }: { slug: string }) {
  const { t } = useTranslation('articles');
  const session = useSession();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const comments = useArticleComments(slug, page);
  const list = comments.data?.data ?? [];
  const pagination = comments.data?.pagination;
  // Back to this article after logging in.
  const loginState: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: '#comments' } };

  return (
    <section id="comments" className="mt-5 pt-4 border-top" aria-labelledby="comments-title">
      <h2 id="comments-title" className="h4 mb-3">
        {pagination && pagination.total > 0 ? t('comments.titleWithCount', { total: pagination.total }) : t('comments.title')}
      </h2>

      {session.isAuthenticated && (
        <Suspense fallback={null}>
          <CommentForm slug={slug} />
        </Suspense>
      )}
      {session.known && !session.isAuthenticated && (
        <p className="mb-4">
          <Link to={SCREEN.login.path} state={loginState}>
            {t('comments.login')}
          </Link>
        </p>
      )}

      {comments.isPending && <LoadingSpinner label={t('comments.loading')} />}
      {comments.isError && <ErrorAlert title={t('comments.loadFailed')} error={comments.error} />}
      {comments.isSuccess && list.length === 0 && <p className="text-muted">{t('comments.empty')}</p>}
      {list.length > 0 && (
        <ul className="list-unstyled mb-0" aria-label={t('comments.title')}>
          {list.map((comment) => (
            <CommentItem key={comment._id} comment={comment} canReport={session.isAuthenticated} />
          ))}
        </ul>
      )}

      {pagination && pagination.pages > 1 && (
        <nav className="d-flex justify-content-center align-items-center gap-3 mt-3" aria-label={t('comments.pages')}>
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('comments.previous')}
          </button>
          <span>{t('comments.pageOf', { page, pages: pagination.pages })}</span>
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page >= pagination.pages} onClick={() => setPage(page + 1)}>
            {t('comments.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
