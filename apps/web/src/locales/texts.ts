import type { ErrorCode, ValidationMessageCode } from '@labmedicin/contracts';
import type enAbout from './en/about.json';
import type enAccount from './en/account.json';
import type enAdmin from './en/admin.json';
import type enAnalysisEditor from './en/analysis-editor.json';
import type enArticleCard from './en/article-card.json';
import type enArticleContent from './en/article-content.json';
import type enArticleList from './en/article-list.json';
import type enArticles from './en/articles.json';
import type enAudit from './en/audit.json';
import type enAuth from './en/auth.json';
import type enCalculators from './en/calculators.json';
import type enCommon from './en/common.json';
import type enFallback from './en/fallback.json';
import type enHome from './en/home.json';
import type enNaming from './en/naming.json';
import type enNoScript from './en/no-script.json';
import type enOffline from './en/offline.json';
import type enOfflinePages from './en/offline-pages.json';
import type enOutdatedNotice from './en/outdated-notice.json';
import type enProfile from './en/profile.json';
import type enReferenceTools from './en/reference-tools.json';
import type enSampling from './en/sampling.json';
import type enSearch from './en/search.json';
import type enSearchInsights from './en/search-insights.json';
import type enSso from './en/sso.json';
import type enTags from './en/tags.json';
import type enTwoFactor from './en/two-factor.json';
import type svAbout from './sv/about.json';
import type svAccount from './sv/account.json';
import type svAdmin from './sv/admin.json';
import type svAnalysisEditor from './sv/analysis-editor.json';
import type svArticleCard from './sv/article-card.json';
import type svArticleContent from './sv/article-content.json';
import type svArticleList from './sv/article-list.json';
import type svArticles from './sv/articles.json';
import type svAudit from './sv/audit.json';
import type svAuth from './sv/auth.json';
import type svCalculators from './sv/calculators.json';
import type svCommon from './sv/common.json';
import type svFallback from './sv/fallback.json';
import type svErrors from './sv/errors.json';
import type svHome from './sv/home.json';
import type svNaming from './sv/naming.json';
import type svNoScript from './sv/no-script.json';
import type svOffline from './sv/offline.json';
import type svOfflinePages from './sv/offline-pages.json';
import type svOutdatedNotice from './sv/outdated-notice.json';
import type svProfile from './sv/profile.json';
import type svReferenceTools from './sv/reference-tools.json';
import type svSampling from './sv/sampling.json';
import type svSearch from './sv/search.json';
import type svSearchInsights from './sv/search-insights.json';
import type svSso from './sv/sso.json';
import type svTags from './sv/tags.json';
import type svTwoFactor from './sv/two-factor.json';
import type svValidation from './sv/validation.json';
import type svAccountErrors from './sv/errors/accounts.json';

/**
 * Every namespace the SPA's i18next instance has (under the name it is loaded as: the files are
 * named in kebab case, most namespaces in camel case), with each language's texts. Types only: the
 * texts still load as they did, each with its chunk. The English errors and validation texts are
 * the contracts' own maps, so their keys are the codes.
 */
interface Namespaces {
  about: { en: typeof enAbout; sv: typeof svAbout };
  account: { en: typeof enAccount; sv: typeof svAccount };
  admin: { en: typeof enAdmin; sv: typeof svAdmin };
  analysisEditor: { en: typeof enAnalysisEditor; sv: typeof svAnalysisEditor };
  articleCard: { en: typeof enArticleCard; sv: typeof svArticleCard };
  articleContent: { en: typeof enArticleContent; sv: typeof svArticleContent };
  articleList: { en: typeof enArticleList; sv: typeof svArticleList };
  articles: { en: typeof enArticles; sv: typeof svArticles };
  audit: { en: typeof enAudit; sv: typeof svAudit };
  auth: { en: typeof enAuth; sv: typeof svAuth };
  calculators: { en: typeof enCalculators; sv: typeof svCalculators };
  common: { en: typeof enCommon; sv: typeof svCommon };
  errors: { en: Record<ErrorCode, string>; sv: typeof svErrors & typeof svAccountErrors };
  fallback: { en: typeof enFallback; sv: typeof svFallback };
  home: { en: typeof enHome; sv: typeof svHome };
  naming: { en: typeof enNaming; sv: typeof svNaming };
  noScript: { en: typeof enNoScript; sv: typeof svNoScript };
  offline: { en: typeof enOffline; sv: typeof svOffline };
  'offline-pages': { en: typeof enOfflinePages; sv: typeof svOfflinePages };
  outdatedNotice: { en: typeof enOutdatedNotice; sv: typeof svOutdatedNotice };
  profile: { en: typeof enProfile; sv: typeof svProfile };
  referenceTools: { en: typeof enReferenceTools; sv: typeof svReferenceTools };
  sampling: { en: typeof enSampling; sv: typeof svSampling };
  search: { en: typeof enSearch; sv: typeof svSearch };
  'search-insights': { en: typeof enSearchInsights; sv: typeof svSearchInsights };
  sso: { en: typeof enSso; sv: typeof svSso };
  tags: { en: typeof enTags; sv: typeof svTags };
  twoFactor: { en: typeof enTwoFactor; sv: typeof svTwoFactor };
  validation: { en: Record<ValidationMessageCode, string>; sv: typeof svValidation };
}

/** A text tree with any texts: the keys a translation must have. */
type Keys<Tree> = Tree extends string ? string : { [Key in keyof Tree]: Keys<Tree[Key]> };

/**
 * Each namespace's English texts, once each language has every key of the other: a key missing from
 * one language fails typecheck here, naming the namespace and the key.
 */
type EnglishWhereBothAlike<All extends { [Name in keyof All]: { en: Keys<All[Name]['sv']>; sv: Keys<All[Name]['en']> } }> = {
  [Name in keyof All]: All[Name]['en'];
};

/** The English texts by namespace: the keys `t` accepts (i18n.ts declares them to i18next). */
export type EnglishTexts = EnglishWhereBothAlike<Namespaces>;
