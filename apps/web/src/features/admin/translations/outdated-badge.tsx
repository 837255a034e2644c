import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** A translation whose original has a newer published version than the one it was translated from. */
export function OutdatedBadge() {
  const { t } = useTranslation('admin');
  return (
    <Badge bg="danger" className="ms-1" title={t('translation.outdatedHint')}>
      {t('translation.outdated')}
    </Badge>
  );
}
