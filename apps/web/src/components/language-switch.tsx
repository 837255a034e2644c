import { LANGUAGES } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n';

/** Svenska / English; the reader's choice is remembered in local storage. */
export function LanguageSwitch({ variant = 'outline-light' }: { variant?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <ButtonGroup size="sm" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          variant={variant}
          lang={language}
          active={current === language}
          aria-pressed={current === language}
          onClick={() => void chooseLanguage(language)}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
