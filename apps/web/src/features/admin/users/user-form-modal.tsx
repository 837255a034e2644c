import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES, adminUserCreateSchema, adminUserUpdateSchema, type AdminUserCreateInput, type AdminUserFormValues, type User } from '@labmedicin/contracts';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { ErrorAlert } from '../../../components/error-alert';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { validationText } from '../../../validation-text';
import { useSaveUser } from './use-users';
import '../../../locales/profile-texts';

const FIELDS = ['username', 'email', 'role', 'password', 'profile.firstName', 'profile.lastName', 'profile.specialty', 'profile.institution'] as const;
type Field = (typeof FIELDS)[number];

interface UserFormModalProps {
  /** The user to edit; none to create one. */
  user?: User;
  onHide: () => void;
  onSaved: (result: 'created' | 'updated') => void;
}

/**
 * Create or edit a user: username (at least 3), email ('Invalid email format'), role, profile,
 * and a password that is required on create (at least 6) and on edit left blank to keep it.
 */
export function UserFormModal({ user, onHide, onSaved }: UserFormModalProps) {
  const { t } = useTranslation(['admin', 'profile']);
  const save = useSaveUser();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminUserFormValues, unknown, AdminUserCreateInput>({
    // On edit the password may stay blank; the update schema says so, the create schema does not.
    resolver: zodResolver((user ? adminUserUpdateSchema : adminUserCreateSchema) as typeof adminUserCreateSchema),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'user',
      password: '',
      profile: { firstName: '', lastName: '', specialty: '', institution: '', ...user?.profile },
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync(user ? { id: user._id, input } : { input });
      onSaved(user ? 'updated' : 'created');
    } catch (error) {
      const placed = error instanceof ApiError ? Object.entries(error.fieldCodes).filter(([field, code]) => {
        const name = FIELDS.find((candidate) => candidate === field);
        if (name) setError(name, { type: 'server', message: code });
        return !!name;
      }) : [];
      if (placed.length === 0) setFailure(error);
    }
  });

  const errorText = (name: Field) => {
    const path = name.split('.') as [string, string?];
    const entry = path[1]
      ? (errors.profile as Record<string, { message?: string }> | undefined)?.[path[1]]
      : (errors as Record<string, { message?: string }>)[path[0]];
    return entry?.message ? validationText(entry.message) : undefined;
  };
  const field = (name: FieldPath<AdminUserFormValues>) => register(name);

  return (
    <FormDialog
      title={user ? t('users.form.editTitle') : t('users.form.createTitle')}
      size="lg"
      submitLabel={isSubmitting ? t('users.form.saving') : user ? t('users.form.save') : t('users.form.create')}
      submitDisabled={isSubmitting}
      cancelLabel={t('users.form.cancel')}
      onHide={onHide}
      onSubmit={onSubmit}
    >
      {failure !== null && <ErrorAlert title={t('users.saveFailed')} error={failure} onClose={() => setFailure(null)} />}
      <Row>
        <Col sm={6}>
          <FormField id="user-username" label={t('users.form.username')} autoComplete="off" registration={field('username')} error={errorText('username')} autoFocus />
        </Col>
        <Col sm={6}>
          <FormField id="user-email" type="email" label={t('users.form.email')} autoComplete="off" registration={field('email')} error={errorText('email')} />
        </Col>
      </Row>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="user-role">
            <Form.Label>{t('users.form.role')}</Form.Label>
            <Form.Select {...field('role')} isInvalid={!!errors.role}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`profile:roles.${role}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <FormField
            id="user-password"
            type="password"
            autoComplete="new-password"
            label={t('users.form.password')}
            registration={field('password')}
            error={errorText('password')}
            hint={user ? <Form.Text className="text-muted">{t('users.form.passwordEditHint')}</Form.Text> : undefined}
          />
        </Col>
      </Row>
      <Row>
        <Col sm={6}>
          <FormField id="user-first-name" label={t('users.form.firstName')} registration={field('profile.firstName')} error={errorText('profile.firstName')} />
        </Col>
        <Col sm={6}>
          <FormField id="user-last-name" label={t('users.form.lastName')} registration={field('profile.lastName')} error={errorText('profile.lastName')} />
        </Col>
      </Row>
      <Row>
        <Col sm={6}>
          <FormField id="user-specialty" label={t('users.form.specialty')} registration={field('profile.specialty')} error={errorText('profile.specialty')} />
        </Col>
        <Col sm={6}>
          <FormField id="user-institution" label={t('users.form.institution')} registration={field('profile.institution')} error={errorText('profile.institution')} />
        </Col>
      </Row>
    </FormDialog>
  );
}
