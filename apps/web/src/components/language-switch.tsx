import { LANGUAGE_CHOICE, LANGUAGES, type Language } from '@labmedicin/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { chooseLanguage } from '../i18n';

/**
 * Svenska / English; the reader's choice is remembered in a cookie. A form (GET /language) whose
 * buttons the gateway answers by setting the cookie and sending the reader back to this page, so
 * that it works before the app has taken the page over, and without JavaScript; once it has, the
 * app switches the language in place.
 */
export function LanguageSwitch({ variant = 'outline-light' }: { variant?: string }) {
  const { t, i18n } = useTranslation();
  // The page to come back to, as the server knows it (it never sees a #fragment).
  const { pathname, search } = useLocation();
  const current = i18n.resolvedLanguage;
  const choose = (event: MouseEvent<HTMLButtonElement>, language: Language) => {
    event.preventDefault();
    void chooseLanguage(language);
  };
  return (
    <form action={LANGUAGE_CHOICE.path} method="get" className="d-inline-flex">
      <input type="hidden" name={LANGUAGE_CHOICE.returnField} value={`${pathname}${search}`} />
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
