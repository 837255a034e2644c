import { LIMITS, type User, SCREEN } from '@labmedicin/contracts';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar';
import { useDocumentTitle } from '../../components/use-document-title';
import { SessionsCard } from '../account/sessions-card';
import { useSession } from '../auth/use-session';
import { AVATAR_ACCEPT } from './avatar-file';
import { uploadFailureText } from './avatar-modal';
import { TwoFactorCard } from '../two-factor/two-factor-card';
import { PasswordCard } from './password-card';
import { ProfileFields, useProfileSave } from './profile-fields';
import { useAvatarChoice } from './use-avatar-choice';
import { useUploadAvatar } from './use-profile';
import '../../locales/profile-texts';

/** /profile/edit (logged-in users; the route guard sends others to /login). */
export function ProfileEditPage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  useDocumentTitle(t('editPage.documentTitle'));
  if (!user) return null;
  return (
    <div className="mx-auto" style={{ maxWidth: 800 }}>
      <h1 className="h2 mb-4">{t('editPage.title')}</h1>
      <AvatarCard user={user} />
      <ProfileCard user={user} />
      <PasswordCard />
      <SessionsCard />
      <TwoFactorCard />
    </div>
  );
}

/** Choose a picture, see it, upload it; the navbar and profile show it once saved. */
function AvatarCard({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'common']);
  const choice = useAvatarChoice();
  const upload = useUploadAvatar();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!choice.file) return;
    setFailure(null);
    try {
      await upload.mutateAsync(choice.file);
      choice.clear();
    } catch (error) {
      setFailure(uploadFailureText(error, t('failures.uploadAvatar')));
    }
  };

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h4 mb-3">{t('editPage.avatar')}</h2>
        {upload.isSuccess && !choice.file && <Alert variant="success">{t('editPage.avatarSuccess')}</Alert>}
        {failure && (
          <Alert variant="danger" dismissible onClose={() => setFailure(null)} closeLabel={t('common:close')}>
            {failure}
          </Alert>
        )}
        <div className="d-flex flex-wrap align-items-center gap-4">
          {choice.preview ? (
            <img src={choice.preview} alt={t('editPage.avatarPreview')} className="rounded-circle object-fit-cover" style={{ width: 120, height: 120 }} />
          ) : (
            <UserAvatar username={user.username} avatar={user.avatar} size={120} alt={t('avatarAlt', { username: user.username })} />
          )}
          <Form.Group controlId="profile-edit-avatar" className="flex-grow-1">
            <Form.Label>{t('editPage.chooseAvatar')}</Form.Label>
            <Form.Control
              type="file"
              accept={AVATAR_ACCEPT}
              disabled={upload.isPending}
              isInvalid={!!choice.problem}
              onChange={(event) => {
                setFailure(null);
                upload.reset();
                void choice.choose((event.target as HTMLInputElement).files?.[0]);
              }}
            />
            <Form.Text className="text-muted">{t('editPage.avatarHint')}</Form.Text>
            {choice.problem && (
              <Form.Control.Feedback type="invalid">{t(choice.problem === 'tooLarge' ? 'editPage.avatarTooLarge' : 'editPage.avatarNotImage')}</Form.Control.Feedback>
            )}
            <div className="mt-2">
              <Button variant="primary" onClick={() => void submit()} disabled={!choice.file || upload.isPending}>
                {upload.isPending ? t('editPage.uploadingAvatar') : t('editPage.uploadAvatar')}
              </Button>
            </div>
          </Form.Group>
        </div>
      </Card.Body>
    </Card>
  );
}

/** The profile fields; saved, the message shows and after 2 s the own profile opens. Cancel returns to it at once. */
function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'common']);
  const navigate = useNavigate();
  const ownProfile = SCREEN.profile.to({ username: user.username });
  const openOwnProfile = useCallback(() => navigate(ownProfile), [navigate, ownProfile]);
  const { form, onSubmit, saving, saved, failure, dismissFailure } = useProfileSave(user, openOwnProfile, LIMITS.profileEditRedirectMs);

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        {saved && <Alert variant="success">{t('editPage.success')}</Alert>}
        {failure && (
          <Alert variant="danger" dismissible onClose={dismissFailure} closeLabel={t('common:close')}>
            {failure}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <ProfileFields form={form} idPrefix="profile-edit" />
          <div className="d-flex gap-2">
            <Button type="submit" variant="primary" disabled={saving || saved}>
              {saving ? t('editPage.saving') : t('editPage.save')}
            </Button>
            <Button variant="secondary" onClick={openOwnProfile} disabled={saving}>
              {t('editPage.cancel')}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
