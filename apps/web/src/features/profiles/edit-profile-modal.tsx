import { LIMITS, type User } from '@labmedicin/contracts';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ProfileFields, profileFailureText, useProfileForm } from './profile-fields';
import { useUpdateProfile } from './use-profile';

/**
 * Edit profile from the profile page: Save Changes ('Saving...'); on success the message shows,
 * then after 1.5 s the dialog closes and the profile reloads.
 */
export function EditProfileModal({ user, onHide }: { user: Pick<User, 'bio' | 'location' | 'website' | 'profile'>; onHide: () => void }) {
  const { t } = useTranslation('profile');
  const form = useProfileForm(user);
  const save = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!save.isSuccess) return undefined;
    const timer = setTimeout(onHide, LIMITS.profileModalDelayMs);
    return () => clearTimeout(timer);
  }, [save.isSuccess, onHide]);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync(input);
    } catch (error) {
      setFailure(profileFailureText(form, error, t('failures.updateProfile')));
    }
  });

  return (
    <Modal show onHide={onHide} centered size="lg" aria-labelledby="edit-profile-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="edit-profile-title">{t('editModal.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {save.isSuccess && <Alert variant="success">{t('editModal.success')}</Alert>}
          {failure && (
            <Alert variant="danger" dismissible onClose={() => setFailure(null)} closeLabel={t('common:close')}>
              {failure}
            </Alert>
          )}
          <ProfileFields form={form} idPrefix="edit-profile" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={save.isPending}>
            {t('editModal.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending || save.isSuccess}>
            {save.isPending ? t('editModal.saving') : t('editModal.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
