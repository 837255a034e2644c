import { ROLES, type Role, type User, SCREEN } from '@labmedicin/contracts';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { FormattedDate } from '../../../components/formatted-date';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { RoleBadge } from '../../../components/role-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { useSession } from '../../auth/use-session';
import { SuccessNotice, useDismissibleLoadError, useSuccessNotice } from '../admin-notices';
import { EndSessionsButton } from './end-sessions-button';
import { UserDeleteModal } from './user-delete-modal';
import { UserFormModal } from './user-form-modal';
import { useUsers } from './use-users';
import { RowActions } from '../row-actions';
import { ScrollingTable } from '../scrolling-table';
import '../../../locales/profile-texts';

/** How long typing may pause before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/users: the table with search and role filter, create/edit dialog, delete confirmation. */
export function UsersPage() {
  const { t } = useTranslation(['admin', 'profile']);
  const { user: me } = useSession();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const users = useUsers(search, role);
  const [form, setForm] = useState<{ user?: User } | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const success = useSuccessNotice();
  const loadError = useDismissibleLoadError(users);
  // A success notice belongs to the action that caused it: the next one (a dialog) takes it away.
  const openForm = (state: { user?: User }) => {
    success.dismiss();
    setForm(state);
  };
  const openDelete = (user: User) => {
    success.dismiss();
    setDeleting(user);
  };

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = users.data ?? [];

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0">{t('users.title')}</h1>
        <Button variant="primary" onClick={() => openForm({})}>
          {t('users.add')}
        </Button>
      </div>

      <SuccessNotice notice={success} />
      {loadError.shown && <ErrorAlert title={t('users.loadFailed')} error={users.error} onClose={loadError.dismiss} />}

      <Row className="g-2 mb-3">
        <Col md={8}>
          <Form.Control type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={t('users.search')} aria-label={t('users.searchLabel')} />
        </Col>
        <Col md={4}>
          <Form.Select value={role} onChange={(event) => setRole(event.target.value as Role | '')} aria-label={t('users.roleFilter')}>
            <option value="">{t('users.allRoles')}</option>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`profile:roles.${value}`)}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>

      {users.isPending && <LoadingSpinner label={t('users.loading')} />}
      {users.isSuccess && list.length === 0 && (
        <Card body className="text-center py-4">
          {t('users.empty')}
        </Card>
      )}
      {list.length > 0 && (
        <ScrollingTable label={t('users.title')} hover className="align-middle bg-white">
          <thead>
            <tr>
              <th scope="col">{t('users.columns.user')}</th>
              <th scope="col">{t('users.columns.email')}</th>
              <th scope="col">{t('users.columns.role')}</th>
              <th scope="col">{t('users.columns.created')}</th>
              <th scope="col" className="text-end">
                {t('users.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((user) => {
              const isMe = user._id === me?._id;
              return (
                <tr key={user._id}>
                  <td>
                    <span className="d-inline-flex align-items-center gap-2">
                      <UserAvatar username={user.username} avatar={user.avatar} size={32} alt="" />
                      <Link to={SCREEN.profile.to({ username: user.username })}>{user.username}</Link>
                      {isMe && <span className="text-muted small">{t('users.you')}</span>}
                    </span>
                  </td>
                  <td>{user.email}</td>
                  <td>
                    <RoleBadge role={user.role} />
                  </td>
                  <td>
                    <FormattedDate value={user.createdAt} />
                  </td>
                  <td className="text-end text-nowrap">
                    <EndSessionsButton user={user} onEnded={success.show} />
                    {/* An admin cannot delete themself: the button is not offered. */}
                    <RowActions
                      change={{ label: t('users.edit'), accessibleName: t('users.editNamed', { username: user.username }), onClick: () => openForm({ user }) }}
                      remove={isMe ? undefined : { label: t('users.delete'), accessibleName: t('users.deleteNamed', { username: user.username }), onClick: () => openDelete(user) }}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollingTable>
      )}

      {form && (
        <UserFormModal
          user={form.user}
          onHide={() => setForm(null)}
          onSaved={(result) => {
            setForm(null);
            success.show(t(`users.${result}`));
          }}
        />
      )}
      {deleting && (
        <UserDeleteModal
          user={deleting}
          onHide={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            success.show(t('users.deleted'));
          }}
        />
      )}
    </>
  );
}
