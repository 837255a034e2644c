import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';

/** /login and /register: no header, a centred card, a way home and the language switch. */
export function AuthLayout() {
  const { t } = useTranslation('auth');
  return (
    <main className="min-vh-100 bg-light py-4 px-3">
      <div className="mx-auto" style={{ maxWidth: 440 }}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
          <Link to="/" className="link-secondary">
            {t('backHome')}
          </Link>
          <LanguageSwitch variant="outline-secondary" />
        </div>
        <Outlet />
      </div>
    </main>
  );
}
