import { Navigate, useParams } from 'react-router-dom';
import { articlePath } from '../../components/paths';

/** /articles/:slug (the address older links and the comments screen use) → /article/:slug. */
export function LegacyArticleRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={articlePath(slug)} replace />;
}
