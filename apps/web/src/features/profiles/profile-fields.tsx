import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, profileUpdateSchema, type ProfileFormValues, type ProfileUpdateInput, type User } from '@labmedicin/contracts';
import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { FormField } from '../../components/form-field';
import { errorCodeText } from '../../i18n';
import { validationText } from '../../validation-text';
import { useUpdateProfile } from './use-profile';
import '../../locales/profile-texts';

type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileUpdateInput>;

const FIELDS = ['bio', 'location', 'website', 'profile.firstName', 'profile.lastName', 'profile.specialty', 'profile.institution'] as const;
type Field = (typeof FIELDS)[number];

/** The profile form, filled with the user's current values and checked with the API's own schema. */
function useProfileForm(user: Pick<User, 'bio' | 'location' | 'website' | 'profile'>): ProfileForm {
  return useForm<ProfileFormValues, unknown, ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { bio: user.bio, location: user.location, website: user.website, profile: { ...user.profile } },
  });
}

/**
 * Puts the API's field errors on their fields; returns the general failure text when none of
 * them explains it: the server's message by its code, else `fallback`.
 */
function profileFailureText(form: ProfileForm, error: unknown, fallback: string): string | null {
  if (error instanceof ApiError) {
    const placed = Object.entries(error.fieldCodes).filter(([field, code]) => {
      const name = FIELDS.find((candidate) => candidate === field);
      if (name) form.setError(name, { type: 'server', message: code });
      return !!name;
    });
    if (placed.length > 0 && error.code === 'VALIDATION_FAILED') return null;
    return errorCodeText(error.code) ?? fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The profile form and its save, for the profile page's dialog and the edit page alike: a refusal's
 * field errors go on their fields and the rest is `failure`; once saved, the success message shows
 * and `afterSaved` runs `delayMs` later (give it a stable function: a new one restarts the wait).
 */
export function useProfileSave(user: Pick<User, 'bio' | 'location' | 'website' | 'profile'>, afterSaved: () => void, delayMs: number) {
  const { t } = useTranslation('profile');
  const form = useProfileForm(user);
  const save = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!save.isSuccess) return undefined;
    const timer = setTimeout(afterSaved, delayMs);
    return () => clearTimeout(timer);
  }, [save.isSuccess, afterSaved, delayMs]);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync(input);
    } catch (error) {
      setFailure(profileFailureText(form, error, t('failures.updateProfile')));
    }
  });

  return { form, onSubmit, saving: save.isPending, saved: save.isSuccess, failure, dismissFailure: () => setFailure(null) };
}

/** First and last name, bio with its x/500 counter, specialty, institution, location, website. */
export function ProfileFields({ form, idPrefix }: { form: ProfileForm; idPrefix: string }) {
  const { t } = useTranslation(['profile', 'common']);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const errorOf = (field: Field): string | undefined => {
    const [head, tail] = field.split('.') as [string, string | undefined];
    const entry = tail ? (errors.profile as Record<string, { message?: string }> | undefined)?.[tail] : (errors as Record<string, { message?: string }>)[head];
    return entry?.message ? validationText(entry.message) : undefined;
  };
  return (
    <>
      <Row>
        <Col sm={6}>
          <FormField id={`${idPrefix}-first-name`} label={t('fields.firstName')} autoComplete="given-name" registration={register('profile.firstName')} error={errorOf('profile.firstName')} />
        </Col>
        <Col sm={6}>
          <FormField id={`${idPrefix}-last-name`} label={t('fields.lastName')} autoComplete="family-name" registration={register('profile.lastName')} error={errorOf('profile.lastName')} />
        </Col>
      </Row>
      <FormField
        id={`${idPrefix}-bio`}
        as="textarea"
        rows={4}
        label={t('fields.bio')}
        registration={register('bio')}
        error={errorOf('bio')}
        hint={
          <Form.Text className={bio.length > LIMITS.bioMax ? 'text-danger' : 'text-muted'}>
            {t('common:counter', { count: bio.length, max: LIMITS.bioMax })}
          </Form.Text>
        }
      />
      <Row>
        <Col sm={6}>
          <FormField id={`${idPrefix}-specialty`} label={t('fields.specialty')} registration={register('profile.specialty')} error={errorOf('profile.specialty')} />
        </Col>
        <Col sm={6}>
          <FormField id={`${idPrefix}-institution`} label={t('fields.institution')} autoComplete="organization" registration={register('profile.institution')} error={errorOf('profile.institution')} />
        </Col>
      </Row>
      <Row>
        <Col sm={6}>
          <FormField id={`${idPrefix}-location`} label={t('fields.location')} registration={register('location')} error={errorOf('location')} />
        </Col>
        <Col sm={6}>
          <FormField
            id={`${idPrefix}-website`}
            type="url"
            label={t('fields.website')}
            placeholder={t('fields.websitePlaceholder')}
            autoComplete="url"
            registration={register('website')}
            error={errorOf('website')}
          />
        </Col>
      </Row>
    </>
  );
}
