import { API_BASE, ROUTE } from '@labmedicin/contracts';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchOidcSettings } from '../../api/auth';
import { errorCodeText } from '../../i18n';
import i18n from '../../i18n';
import en from '../../locales/en/sso.json';
import sv from '../../locales/sv/sso.json';
import { sessionKeys } from './session-keys';

for (const [language, texts] of Object.entries({ sv, en })) i18n.addResourceBundle(language, 'sso', texts, true, false);

/** The query parameter the gateway's single sign-on callback sends a refusal's code back to /login in. */
const REFUSAL_PARAMETER = 'sso_error';

/**
 * Single sign-on at the top of /login's form: "Sign in with {label}" where the installation has a provider configured
 * (a full navigation: the browser goes to the provider and comes back signed in), and why the last
 * attempt was refused when the callback sent the browser back here.
 */
export function OidcSignIn() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const { data } = useQuery({ queryKey: [...sessionKeys.all, 'oidc'], queryFn: fetchOidcSettings, staleTime: Infinity, retry: false });
  const refusal = params.get(REFUSAL_PARAMETER);
  const provider = data?.data ?? null;
  return (
    <>
      {refusal && (
        <Alert variant="danger" role="alert">
          {errorCodeText(refusal) ?? t('failed')}
        </Alert>
      )}
      {provider && (
        <div className="mb-3 text-center">
          <a className="btn btn-outline-primary w-100" href={`${API_BASE}${ROUTE.authOidcStart.path}`}>
            {t('signInWith', { label: provider.label })}
          </a>
          <p className="text-muted mt-2 mb-0">{t('or')}</p>
        </div>
      )}
    </>
  );
}
