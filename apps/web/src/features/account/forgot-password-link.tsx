import { SCREEN } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './account-texts';

/** "Forgot password?" under the login form's password. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('account');
  return (
    <p className="text-end small mt-n2 mb-3">
      <Link to={SCREEN.forgotPassword.path}>{t('forgot.link')}</Link>
    </p>
  );
}
