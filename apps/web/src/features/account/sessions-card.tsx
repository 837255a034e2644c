import type { AccountSession } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { errorCodeText } from '../../i18n';
import { ApiError } from '../../api/http';
import { LoadingSpinner } from '../../components/loading-spinner';
import './account-texts';
import { useEndSessions, useSessions } from './use-sessions';

/** Date and time in Swedish time, as every date of the site, in the reader's language. */
function formatTime(iso: string, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sv-SE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Stockholm' }).format(new Date(iso));
}

/** The profile's list of one's signed-in sessions: sign out one, or all but this one. */
export function SessionsCard() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const sessions = useSessions();
  const end = useEndSessions();
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  const run = async (id: string | null) => {
    setNotice(null);
    try {
      const count = await end.mutateAsync(id);
      setNotice({ variant: 'success', text: t('sessions.ended', { count }) });
    } catch (error) {
      setNotice({ variant: 'danger', text: (error instanceof ApiError && errorCodeText(error.code)) || t('sessions.endFailed') });
    }
  };

  const list = sessions.data ?? [];
  const describe = (session: AccountSession) => ({
    browser: session.browser || t('sessions.unknownBrowser'),
    system: session.system || t('sessions.unknownSystem'),
  });

  return (
    <Card className="shadow-sm mb-4" as="section" aria-labelledby="sessions-title">
      <Card.Body>
        <h2 className="h4 mb-2" id="sessions-title">
          {t('sessions.title')}
        </h2>
        <p className="text-muted">{t('sessions.intro')}</p>
        {notice && (
          <Alert variant={notice.variant} dismissible onClose={() => setNotice(null)} closeLabel={t('common:close')}>
            {notice.text}
          </Alert>
        )}
        {sessions.isPending && <LoadingSpinner label={t('common:loading')} />}
        {sessions.isError && <Alert variant="danger">{t('sessions.loadFailed')}</Alert>}
        {list.length > 0 && (
          <ListGroup as="ul" className="mb-3" data-testid="sessions-list">
            {list.map((session) => {
              const { browser, system } = describe(session);
              return (
                <ListGroup.Item as="li" key={session.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                  <div>
                    <div>
                      <strong>{browser}</strong> · {system} {session.current && <Badge bg="success">{t('sessions.current')}</Badge>}
                    </div>
                    <div className="small text-muted">
                      {t('sessions.signedIn', { time: formatTime(session.signedInAt, i18n.language) })}, {t('sessions.lastSeen', { time: formatTime(session.lastSeenAt, i18n.language) })}
                    </div>
                  </div>
                  {!session.current && (
                    <Button size="sm" variant="outline-danger" disabled={end.isPending} onClick={() => void run(session.id)} aria-label={t('sessions.signOutNamed', { browser, system })}>
                      {t('sessions.signOut')}
                    </Button>
                  )}
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
        {list.some((session) => !session.current) && (
          <Button variant="outline-danger" disabled={end.isPending} onClick={() => void run(null)}>
            {t('sessions.signOutOthers')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
