import type { ArticleStatus } from '@labmedicin/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

const COLOURS = { draft: 'warning', published: 'success', archived: 'secondary' } as const;

/** An article's status in its colour: draft warning (dark text, for contrast), published success, archived secondary. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge bg={COLOURS[status]} text={status === 'draft' ? 'dark' : undefined}>
      {t(`status.${status}`)}
    </Badge>
  );
}
