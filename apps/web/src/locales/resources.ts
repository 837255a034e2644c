import enAbout from './en/about.json';
import enArticleCard from './en/article-card.json';
import enArticleContent from './en/article-content.json';
import enArticleList from './en/article-list.json';
import enAuth from './en/auth.json';
import enFallback from './en/fallback.json';
import enNaming from './en/naming.json';
import { CALCULATOR_TEXTS } from '../features/calculators/calculator-texts';
import { ACCOUNT_ERRORS } from '@labmedicin/contracts';
import { ERROR_MESSAGES } from './en/error-texts';
import { texts as en } from './en/public';
import { VALIDATION_TEXTS } from './validation-texts';
import enOutdatedNotice from './en/outdated-notice.json';
import enProfile from './en/profile.json';
import enNoScript from './en/no-script.json';
import enReferenceTools from './en/reference-tools.json';
import enSampling from './en/sampling.json';
import enTags from './en/tags.json';
import enTwoFactor from './en/two-factor.json';
import { texts as sv } from './sv/public';
import svAbout from './sv/about.json';
import svArticleCard from './sv/article-card.json';
import svArticleContent from './sv/article-content.json';
import svArticleList from './sv/article-list.json';
import svAuth from './sv/auth.json';
import svFallback from './sv/fallback.json';
import svAccountErrors from './sv/errors/accounts.json';
import svErrors from './sv/errors.json';
import svNoScript from './sv/no-script.json';
import svNaming from './sv/naming.json';
import svOutdatedNotice from './sv/outdated-notice.json';
import svProfile from './sv/profile.json';
import svReferenceTools from './sv/reference-tools.json';
import svSampling from './sv/sampling.json';
import svTags from './sv/tags.json';
import svTwoFactor from './sv/two-factor.json';

/**
 * Both languages' public texts at once, with the texts the browser loads with their chunks (the error codes',
 * calculators', the forms' validation texts, sign-in's, the Swedish texts of the account and admin pages' error codes, the reference table's: components/reference-tools-i18n.ts, the sampling section's and the specimen filter's: features/sampling/sampling-i18n.ts, an article's own headings in both languages:
 * components/article-content-i18n.ts, the naming page's: features/naming/naming-texts.ts, an outdated
 * translation's notice: features/articles/outdated-notice.tsx, the about, tag and profile pages': features/about/about-texts.ts, the articles list's: features/articles/article-list-texts.ts, the article cards': components/article-card-texts.ts, the not-found page's and the guards': components/fallback-texts.ts,
 * features/tags/tags-texts.ts, locales/profile-texts.ts), and the server's alone (what a
 * page the browser renders alone says without JavaScript: entry-server.tsx's browserPage):
 * for the server's renders and the component tests.
 */
export const resources = {
  sv: { ...sv, about: svAbout, tags: svTags, profile: svProfile, errors: { ...svErrors, ...svAccountErrors }, auth: svAuth, calculators: CALCULATOR_TEXTS.sv, validation: VALIDATION_TEXTS.sv, referenceTools: svReferenceTools, sampling: svSampling, naming: svNaming, articleContent: svArticleContent, articleList: svArticleList, articleCard: svArticleCard, fallback: svFallback, outdatedNotice: svOutdatedNotice, noScript: svNoScript, twoFactor: svTwoFactor },
  en: { ...en, about: enAbout, tags: enTags, profile: enProfile, errors: { ...ERROR_MESSAGES, ...Object.fromEntries(Object.entries(ACCOUNT_ERRORS).map(([code, { message }]) => [code, message])) }, auth: enAuth, calculators: CALCULATOR_TEXTS.en, validation: VALIDATION_TEXTS.en, referenceTools: enReferenceTools, sampling: enSampling, naming: enNaming, articleContent: enArticleContent, articleList: enArticleList, articleCard: enArticleCard, fallback: enFallback, outdatedNotice: enOutdatedNotice, noScript: enNoScript, twoFactor: enTwoFactor },
} as const;
