import type { User } from '@labmedicin/contracts';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar';
import { useLogout } from '../auth/use-logout';

/** The signed-in reader's menu in the header: profile, admin area (for those who may open it), logout. */
export function UserMenu({ user, canOpenAdminArea }: { user: User; canOpenAdminArea: boolean }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <NavDropdown
      title={
        <span className="d-inline-flex align-items-center gap-2">
          <UserAvatar username={user.username} avatar={user.avatar} size={28} alt="" />
          {user.username}
        </span>
      }
      id="user-menu"
      align="end"
      aria-label={t('nav.userMenu', { username: user.username })}
    >
      <NavDropdown.Item as={Link} to={`/profile/${encodeURIComponent(user.username)}`} eventKey="profile">
        {t('nav.profile')}
      </NavDropdown.Item>
      {canOpenAdminArea && (
        <NavDropdown.Item as={Link} to="/admin" eventKey="admin">
          {t('nav.admin')}
        </NavDropdown.Item>
      )}
      <NavDropdown.Divider />
      <NavDropdown.Item as="button" eventKey="logout" disabled={logout.isPending} onClick={() => logout.mutate()}>
        {t('nav.logout')}
      </NavDropdown.Item>
    </NavDropdown>
  );
}
