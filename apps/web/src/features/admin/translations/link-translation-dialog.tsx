import { zodResolver } from '@hookform/resolvers/zod';
import { articleSlugSchema, type Article } from '@labmedicin/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { FormDialog } from '../../../components/form-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { validationText } from '../../../validation-text';
import { otherLanguage } from './article-language';
import { useArticlesInLanguage, useLinkTranslation } from './use-translations';

interface LinkTranslationDialogProps {
  /** The article to link a translation to; it has none in the other language yet. */
  article: Pick<Article, 'slug' | 'title' | 'language'>;
  onHide: () => void;
  /** After the link: the title of the article linked. */
  onLinked: (title: string) => void;
}

/**
 * Links an existing article in the other language as a translation (admins): the admin searches
 * that language's articles that are no translation yet, picks one, and says which of the two is
 * the original (this one unless told otherwise). A refusal (the same language, one of them linked
 * already) shows in the dialog.
 */
export function LinkTranslationDialog({ article, onHide, onLinked }: LinkTranslationDialogProps) {
  const { t } = useTranslation('admin');
  const other = otherLanguage(article.language);
  const [search, setSearch] = useState('');
  const [thisIsOriginal, setThisIsOriginal] = useState(true);
  const candidates = useArticlesInLanguage(other, search);
  const link = useLinkTranslation();
  // The body of POST /articles/:slug/translations: the slug of the article linked.
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<{ slug: string }>({ resolver: zodResolver(articleSlugSchema), defaultValues: { slug: '' } });
  const chosenSlug = useWatch({ control, name: 'slug' });
  // A translation already follows an original of its own.
  const options = (candidates.data ?? []).filter((candidate) => candidate.translatedFrom === null && candidate.slug !== article.slug);
  const language = t(`translation.languageIn.${other}`);

  const onSubmit = handleSubmit(async ({ slug }) => {
    const chosen = options.find((candidate) => candidate.slug === slug);
    const pair = thisIsOriginal ? { original: article.slug, translation: slug } : { original: slug, translation: article.slug };
    try {
      await link.mutateAsync(pair);
      onLinked(chosen?.title ?? slug);
    } catch {
      // Shown in the dialog from the mutation's state.
    }
  });

  return (
    <FormDialog
      title={t('translation.link.title')}
      submitLabel={link.isPending ? t('translation.link.linking') : t('translation.link.submit')}
      submitDisabled={link.isPending || !chosenSlug}
      cancelLabel={t('translation.cancel')}
      onHide={onHide}
      onSubmit={onSubmit}
    >
      {link.isError && <ErrorAlert title={t('translation.link.failed')} error={link.error} onClose={() => link.reset()} />}
      <p>{t('translation.link.intro', { title: article.title, language })}</p>
      <Form.Group className="mb-3" controlId="link-translation-search">
        <Form.Label>{t('translation.link.search', { language })}</Form.Label>
        <Form.Control type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="link-translation-article">
        <Form.Label>{t('translation.link.article', { language })}</Form.Label>
        <Form.Select {...register('slug')} isInvalid={!!errors.slug} aria-invalid={!!errors.slug}>
          <option value="">{t('translation.link.choose')}</option>
          {options.map((candidate) => (
            <option key={candidate._id} value={candidate.slug}>
              {candidate.title}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.slug?.message ? validationText(errors.slug.message) : undefined}</Form.Control.Feedback>
        {candidates.isSuccess && options.length === 0 && <Form.Text muted>{t('translation.link.noneFound', { language })}</Form.Text>}
      </Form.Group>
      {candidates.isPending && <LoadingSpinner label={t('translation.link.loading')} />}
      {candidates.isError && <ErrorAlert title={t('translation.link.loadFailed')} error={candidates.error} />}
      <fieldset>
        <legend className="form-label fs-6">{t('translation.link.original')}</legend>
        <Form.Check type="radio" id="link-original-this" name="link-original" label={article.title} checked={thisIsOriginal} onChange={() => setThisIsOriginal(true)} />
        <Form.Check type="radio" id="link-original-chosen" name="link-original" label={t('translation.link.chosenIsOriginal')} checked={!thisIsOriginal} onChange={() => setThisIsOriginal(false)} />
      </fieldset>
    </FormDialog>
  );
}
