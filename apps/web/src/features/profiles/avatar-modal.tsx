import { LIMITS } from '@labmedicin/contracts';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { FormDialog } from '../../components/form-dialog';
import { errorCodeText } from '../../i18n';
import { AVATAR_ACCEPT } from './avatar-file';
import { useAvatarChoice } from './use-avatar-choice';
import { useUploadAvatar } from './use-profile';
import '../../locales/profile-texts';

/** The failure of an upload: the server's message by its code, else the error's own, else the default. */
export function uploadFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorCodeText(error.code) ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Change profile picture: choose, preview, Upload ('Uploading...'). On success the message shows,
 * then after 1.5 s the dialog closes and the profile reloads.
 */
export function AvatarModal({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const choice = useAvatarChoice();
  const upload = useUploadAvatar();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!upload.isSuccess) return undefined;
    const timer = setTimeout(onHide, LIMITS.profileModalDelayMs);
    return () => clearTimeout(timer);
  }, [upload.isSuccess, onHide]);

  const submit = async () => {
    if (!choice.file) return;
    setFailure(null);
    try {
      await upload.mutateAsync(choice.file);
    } catch (error) {
      setFailure(uploadFailureText(error, t('failures.uploadAvatar')));
    }
  };

  return (
    <FormDialog
      title={t('avatarModal.title')}
      submitLabel={upload.isPending ? t('avatarModal.uploading') : t('avatarModal.upload')}
      submitDisabled={!choice.file || upload.isPending || upload.isSuccess}
      cancelLabel={t('avatarModal.cancel')}
      cancelDisabled={upload.isPending}
      onHide={onHide}
      onSubmit={submit}
    >
      {upload.isSuccess && <Alert variant="success">{t('avatarModal.success')}</Alert>}
      {failure && (
        <Alert variant="danger" dismissible onClose={() => setFailure(null)} closeLabel={t('common:close')}>
          {failure}
        </Alert>
      )}
      <Form.Group controlId="avatar-modal-file">
        <Form.Label>{t('avatarModal.choose')}</Form.Label>
        <Form.Control
          type="file"
          accept={AVATAR_ACCEPT}
          disabled={upload.isPending || upload.isSuccess}
          isInvalid={!!choice.problem}
          onChange={(event) => {
            setFailure(null);
            void choice.choose((event.target as HTMLInputElement).files?.[0]);
          }}
        />
        <Form.Text className="text-muted">{t('avatarModal.hint')}</Form.Text>
        {choice.problem && <Form.Control.Feedback type="invalid">{t(`avatarModal.${choice.problem}`)}</Form.Control.Feedback>}
      </Form.Group>
      {choice.preview && (
        <div className="text-center mt-3">
          <img src={choice.preview} alt={t('avatarModal.preview')} className="rounded-circle object-fit-cover" style={{ width: 150, height: 150 }} />
        </div>
      )}
    </FormDialog>
  );
}
