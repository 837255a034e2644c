import { SCREEN } from '@labmedicin/contracts';
import { useLocation } from 'react-router-dom';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

/** /forgot-password and /reset-password: one chunk, since a reader who needs one goes on to the other. */
export function PasswordResetPages() {
  return useLocation().pathname === SCREEN.resetPassword.path ? <ResetPasswordPage /> : <ForgotPasswordPage />;
}
