import type { User } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteUser } from './use-users';

/** Confirms deleting a user; the list reloads afterwards. */
export function UserDeleteModal({ user, onHide, onDeleted }: { user: User; onHide: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      title={t('users.deleteModal.title')}
      confirmLabel={t('users.deleteModal.submit')}
      busyLabel={t('users.deleteModal.deleting')}
      cancelLabel={t('users.deleteModal.cancel')}
      busy={remove.isPending}
      failure={remove.isError ? { title: t('users.deleteFailed'), error: remove.error, onDismiss: () => remove.reset() } : null}
      onHide={onHide}
      onConfirm={() => remove.mutate(user._id, { onSuccess: () => onDeleted() })}
    >
      <p className="mb-0">{t('users.deleteModal.confirm', { username: user.username })}</p>
    </ConfirmDialog>
  );
}
