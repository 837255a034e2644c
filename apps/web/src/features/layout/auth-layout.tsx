import { SCREEN } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';

/**
 * /login and /register: no header, a centred card, a way home and the language switch, in dark
 * text: the secondary grey falls short of 4.5:1 contrast on the light background.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <main className="min-vh-100 bg-light py-4 px-3">
      <div className="mx-auto" style={{ maxWidth: 440 }}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
          <Link to={SCREEN.home.path} className="link-dark">
            {t('backHome')}
          </Link>
          <LanguageSwitch variant="outline-dark" />
        </div>
        <Outlet />
      </div>
    </main>
  );
}
