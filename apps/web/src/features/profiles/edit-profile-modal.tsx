import { LIMITS, type User } from '@labmedicin/contracts';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { ProfileFields, useProfileSave } from './profile-fields';
import '../../locales/profile-texts';

/**
 * Edit profile from the profile page: Save Changes ('Saving...'); on success the message shows,
 * then after 1.5 s the dialog closes and the profile reloads.
 */
export function EditProfileModal({ user, onHide }: { user: Pick<User, 'bio' | 'location' | 'website' | 'profile'>; onHide: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const { form, onSubmit, saving, saved, failure, dismissFailure } = useProfileSave(user, onHide, LIMITS.profileModalDelayMs);

  return (
    <FormDialog
      title={t('editModal.title')}
      size="lg"
      submitLabel={saving ? t('editModal.saving') : t('editModal.save')}
      submitDisabled={saving || saved}
      cancelLabel={t('editModal.cancel')}
      cancelDisabled={saving}
      onHide={onHide}
      onSubmit={onSubmit}
    >
      {saved && <Alert variant="success">{t('editModal.success')}</Alert>}
      {failure && (
        <Alert variant="danger" dismissible onClose={dismissFailure} closeLabel={t('common:close')}>
          {failure}
        </Alert>
      )}
      <ProfileFields form={form} idPrefix="edit-profile" />
    </FormDialog>
  );
}
