import { LANGUAGES } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n';

/** Svenska / English; the reader's choice is remembered in local storage. */
export function LanguageSwitch({ variant = 'outline-light' }: { variant?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <div role="group" className="btn-group btn-group-sm" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={`btn btn-${variant}${current === language ? ' active' : ''}`}
          lang={language}
          aria-pressed={current === language}
          onClick={() => void chooseLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
