import { SCREEN } from '@labmedicin/contracts';
import type { User } from '@labmedicin/contracts';
import NavbarContext from 'react-bootstrap/NavbarContext';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar';
import { useLogout } from '../auth/use-logout';

/**
 * The signed-in reader's menu in the header: profile, admin area (for those who may open it),
 * logout. `expanded`: whether the header's collapsed menu is open; `onSelect` closes it.
 */
export function UserMenu({
  user,
  canOpenAdminArea,
  expanded,
  onSelect,
}: {
  user: User;
  canOpenAdminArea: boolean;
  expanded: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  // In a navbar the menu drops below its toggle and, collapsed, pushes the links down, as
  // Bootstrap's CSS places it, instead of floating where Popper would put it.
  return (
    <NavbarContext.Provider value={{ bsPrefix: 'navbar', expand: 'lg', expanded, onToggle: onSelect }}>
      <NavDropdown
        onSelect={onSelect}
        // Picture, name and caret on one line, as tall as the header's other items (components/layout.css).
        className="user-menu"
        title={
          <>
            <UserAvatar username={user.username} avatar={user.avatar} size={28} alt="" />
            {user.username}
          </>
        }
        id="user-menu"
        align="end"
        aria-label={t('nav.userMenu', { username: user.username })}
      >
        <NavDropdown.Item as={Link} to={SCREEN.profile.to({ username: user.username })} eventKey="profile">
          {t('nav.profile')}
        </NavDropdown.Item>
        {canOpenAdminArea && (
          <NavDropdown.Item as={Link} to={SCREEN.admin.path} eventKey="admin">
            {t('nav.admin')}
          </NavDropdown.Item>
        )}
        <NavDropdown.Divider />
        <NavDropdown.Item as="button" eventKey="logout" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('nav.logout')}
        </NavDropdown.Item>
      </NavDropdown>
    </NavbarContext.Provider>
  );
}
