import { useQuery } from '@tanstack/react-query';
import { LanguageSwitch } from '../../components/language-switch';
import { articlePagesByLanguage } from './translations';
import { articleQuery } from './use-articles';

/**
 * The language switch on an article's page: the switch to a language the article has a version in
 * goes to that version. It reads the article the page shows and asks for nothing itself.
 */
export function ArticleLanguageSwitch({ slug }: { slug: string }) {
  const { data: article } = useQuery({ ...articleQuery(slug), enabled: false });
  return <LanguageSwitch pagesIn={article ? articlePagesByLanguage(article) : undefined} />;
}
