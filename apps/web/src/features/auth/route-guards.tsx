import { SCREEN } from '@labmedicin/contracts';
import type { User } from '@labmedicin/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../../components/loading-spinner';
import '../../components/fallback-texts';
import { AccessDenied } from './access-denied';
import { useSession } from './use-session';

/** What the login page reads to send the visitor back where they came from. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Only for a logged-in user: while the session is unknown it says so; without a user it
 * redirects to /login remembering where the visitor was going.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('fallback');
  const { known, user } = useSession();
  const location = useLocation();
  if (!known) return <LoadingSpinner label={t('guard.checking')} />;
  if (!user) {
    const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={SCREEN.login.path} replace state={state} />;
  }
  return <>{children}</>;
}

/** Only for a logged-in user whose role passes `allow`; others see 'Access Denied'. */
export function RequireRole({ allow, children }: { allow: (user: User) => boolean; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !allow(user)) return <AccessDenied />;
  return <>{children}</>;
}
