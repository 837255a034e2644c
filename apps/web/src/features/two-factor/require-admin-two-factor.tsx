import { isAdmin, SCREEN } from '@labmedicin/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useSession } from '../auth/use-session';
import { useTwoFactorStatus } from './use-two-factor';
import '../../components/fallback-texts';

/** Where the own account's two-factor is set up: the profile page's card of it. */
const TWO_FACTOR_SETUP_PATH = `${SCREEN.profileEdit.path}#two-factor`;

/**
 * With REQUIRE_ADMIN_2FA, an admin without two-factor sign-in is sent to set it up on the profile
 * before the admin area opens (its API refuses them meanwhile). Others pass through unasked.
 */
export function RequireAdminTwoFactor({ children }: { children: ReactNode }) {
  const { t } = useTranslation('fallback');
  const { user } = useSession();
  const admin = isAdmin(user);
  const status = useTwoFactorStatus(admin);
  if (!admin) return <>{children}</>;
  if (status.isPending) return <LoadingSpinner label={t('guard.checking')} />;
  if (status.data?.required && !status.data.enabled) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  return <>{children}</>;
}
