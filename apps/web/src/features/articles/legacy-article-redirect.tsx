import { SCREEN } from '@labmedicin/contracts';
import { Navigate, useParams } from 'react-router-dom';

/** The address older links used (SCREEN.legacyArticle) → the article's page. */
export function LegacyArticleRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={SCREEN.article.to({ slug })} replace />;
}
