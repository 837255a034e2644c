import { LANGUAGE_CHOICE, LANGUAGES, type Language } from '@labmedicin/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { chooseLanguage } from '../i18n';
import { useReaderLanguage } from './use-reader-language';

/** The switch's form: a page can add fields to it where it shows them (an article: its translations' addresses). */
export const LANGUAGE_FORM_ID = 'language-choice';

/**
 * Svenska / English; the reader's choice is remembered in a cookie. A form (GET /language) whose
 * buttons the gateway answers by setting the cookie and sending the reader back to this page (or
 * to its version in the chosen language, when the page names one in the form), so that it works
 * before the app has taken the page over, and without JavaScript; once it has, the app switches
 * the language in place.
 */
export function LanguageSwitch({ variant = 'outline-light' }: { variant?: string }) {
  const { t } = useTranslation();
  // The page to come back to, as the server knows it (it never sees a #fragment).
  const { pathname, search } = useLocation();
  const current = useReaderLanguage();
  const navigate = useNavigate();
  const choose = (event: MouseEvent<HTMLButtonElement>, language: Language) => {
    event.preventDefault();
    // The page's version in that language, when the page names one in the form, as the gateway reads it.
    const page = event.currentTarget.form?.elements.namedItem(LANGUAGE_CHOICE.returnFieldIn[language]);
    if (page instanceof HTMLInputElement) navigate(page.value);
    void chooseLanguage(language);
  };
  return (
    <form id={LANGUAGE_FORM_ID} action={LANGUAGE_CHOICE.path} method="get" className="d-inline-flex">
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
