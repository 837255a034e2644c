import { LANGUAGE_CHOICE, LANGUAGES, type Language } from '@labmedicin/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { chooseLanguage } from '../i18n';

interface LanguageSwitchProps {
  variant?: string;
  /** The page that shows this one in a language (an article's translation): the switch to that language goes there. */
  pagesIn?: Partial<Record<Language, string>>;
}

/**
 * Svenska / English; the reader's choice is remembered in a cookie. A form (GET /language) whose
 * buttons the gateway answers by setting the cookie and sending the reader back to this page, or
 * to its version in the chosen language, so that it works before the app has taken the page over,
 * and without JavaScript; once it has, the app switches the language in place (and goes to the
 * page in that language).
 */
export function LanguageSwitch({ variant = 'outline-light', pagesIn = {} }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The page to come back to, as the server knows it (it never sees a #fragment).
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const current = i18n.resolvedLanguage;
  const choose = (event: MouseEvent<HTMLButtonElement>, language: Language) => {
    event.preventDefault();
    const page = pagesIn[language];
    if (page && page !== here) navigate(page);
    void chooseLanguage(language);
  };
  return (
    <form action={LANGUAGE_CHOICE.path} method="get" className="d-inline-flex">
      <input type="hidden" name={LANGUAGE_CHOICE.returnField} value={here} />
      {LANGUAGES.map((language) => {
        const page = pagesIn[language];
        return page && page !== here ? <input key={language} type="hidden" name={LANGUAGE_CHOICE.returnFieldIn[language]} value={page} /> : null;
      })}
      <div role="group" className="btn-group btn-group-sm" aria-label={t('language.label')}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name={LANGUAGE_CHOICE.languageField}
            value={language}
            className={`btn btn-${variant}${current === language ? ' active' : ''}`}
            lang={language}
            aria-pressed={current === language}
            onClick={(event) => choose(event, language)}
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </div>
    </form>
  );
}
