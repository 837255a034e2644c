import type { User } from '@labmedicin/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { endUserSessions } from '../../../api/account';
import { ApiError } from '../../../api/http';
import { errorCodeText } from '../../../i18n';
import '../../account/account-texts';

/** A users row's "Sign out": ends every session of that user; the page's notice says how many, a failure is said beside it. */
export function EndSessionsButton({ user, onEnded }: { user: User; onEnded: (text: string) => void }) {
  const { t } = useTranslation('account');
  const end = useMutation({ mutationFn: () => endUserSessions(user._id) });
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      const count = await end.mutateAsync();
      onEnded(t('adminSessions.ended', { count, username: user.username }));
    } catch (error) {
      setFailure((error instanceof ApiError && errorCodeText(error.code)) || t('adminSessions.failed'));
    }
  };
  return (
    <>
      {failure && (
        <span className="text-danger small me-2" role="alert">
          {failure}
        </span>
      )}
      <Button size="sm" variant="outline-secondary" className="me-2" disabled={end.isPending} onClick={() => void run()} aria-label={t('adminSessions.endNamed', { username: user.username })}>
      {t('adminSessions.end')}
      </Button>
    </>
  );
}
