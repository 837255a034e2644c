import type { Role } from '@labmedicin/contracts';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import '../locales/profile-texts';

/** Admins red, contributors blue, everyone else grey. */
const VARIANTS: Record<Role, string> = { admin: 'danger', contributor: 'primary', user: 'secondary' };

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('profile');
  return <Badge bg={VARIANTS[role] ?? 'secondary'}>{t(`roles.${role}`)}</Badge>;
}
