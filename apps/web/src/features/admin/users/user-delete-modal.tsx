import type { User } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteUser } from './use-users';

/** Confirms deleting a user; the list reloads afterwards. */
export function UserDeleteModal({ user, onHide, onDeleted }: { user: User; onHide: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteUser();
  return (
    <Modal show onHide={onHide} centered aria-labelledby="user-delete-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="user-delete-title">{t('users.deleteModal.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {remove.isError && <ErrorAlert title={t('users.deleteFailed')} error={remove.error} onClose={() => remove.reset()} />}
        <p className="mb-0">{t('users.deleteModal.confirm', { username: user.username })}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('users.deleteModal.cancel')}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(user._id, { onSuccess: () => onDeleted() })}>
          {remove.isPending ? t('users.deleteModal.deleting') : t('users.deleteModal.submit')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
