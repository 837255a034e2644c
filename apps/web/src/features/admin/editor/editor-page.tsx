import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, articleInputSchema, isAdmin, LIMITS, type Article, type ArticleInput, SCREEN } from '@labmedicin/contracts';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fetchArticle } from '../../../api/articles';
import { ApiError, newRequestId, outcomeUnknown } from '../../../api/http';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { SafeHtml } from '../../../components/safe-html';
import { validationText } from '../../../validation-text';
import { useSession } from '../../auth/use-session';
import { useCategories } from '../categories/use-categories';
import { comparePath, RevisionHistoryDialog } from '../revisions/revision-history-dialog';
import { otherLanguage } from '../translations/article-language';
import { useCategoryName } from '../translations/interface-language';
import { Beside, OriginalField } from '../translations/original-beside';
import { TranslationsPanel } from '../translations/translations-panel';
import { AnalysesEditor } from './analyses/analyses-editor';
import { EMPTY, translationDraft, valuesOf, type Values } from './article-form-values';
import { RelatedTestsInput } from './related-tests-input';
import { rangeErrorsOf, ReferenceRangesEditor } from './reference-ranges-editor';
import { ReferencesEditor } from './references-editor';
import { RichTextEditor } from './rich-text-editor';
import { TagInput } from './tag-input';
import { useEditedArticle, useSaveArticle, useSubmitForReview, useTagSuggestions, type ArticleSave } from './use-article-editor';

/**
 * /admin/new, /admin/edit/:slug and /admin/translate/:slug (a new translation of that article). A
 * translation, new or edited, is written with its original beside it.
 */
export function EditorPage({ translating = false }: { translating?: boolean }) {
  const { slug } = useParams();
  const { t } = useTranslation('admin');
  const article = useEditedArticle(translating ? undefined : slug);
  const original = useEditedArticle(translating ? slug : (article.data?.translatedFrom?.slug ?? undefined));
  if (!slug) return <ArticleEditor />;
  if (translating) {
    if (original.isPending) return <LoadingSpinner label={t('editor.loading')} />;
    if (original.isError) return <ErrorAlert title={t('editor.loadFailed')} error={original.error} />;
    return <NewTranslation key={slug} original={original.data} />;
  }
  if (article.isPending) return <LoadingSpinner label={t('editor.loading')} />;
  if (article.isError) return <ErrorAlert title={t('editor.loadFailed')} error={article.error} />;
  // A translation waits for its original, to show it beside; one that cannot be read is left out.
  if (article.data.translatedFrom && original.isPending) return <LoadingSpinner label={t('editor.loading')} />;
  return <ArticleEditor key={slug} article={article.data} original={original.data} onReload={() => article.refetch()} />;
}

/** A new translation of `original`, unless its group has a version in that language already: then a way to it. */
function NewTranslation({ original }: { original: Article }) {
  const { t } = useTranslation('admin');
  const language = otherLanguage(original.language);
  // As the page opened: the translation this editor saves reloads the original, which then has it.
  const [existing] = useState(() => original.translations.find((version) => version.language === language));
  if (!existing) return <ArticleEditor original={original} />;
  return (
    <Alert variant="info">
      <p>{t('translation.exists', { title: original.title, language: t(`translation.languageIn.${language}`) })}</p>
      <Link className="btn btn-outline-dark" to={SCREEN.adminEdit.to({ slug: existing.slug })}>
        {t('translation.editExisting', { title: existing.title })}
      </Link>
    </Alert>
  );
}

/** Someone saved the article after the editor opened it: their version, to compare or save over. */
interface Conflict {
  latest: Article;
}

/**
 * The article editor: title, category, summary with counter, the rich-text body
 * with a live preview, tags, related tests, reference ranges, clinical significance,
 * interpretation, references and (on edit) a change description. Save as Draft keeps the status
 * the switch shows; Publish saves it published (admins only). A save refused because someone else
 * saved meanwhile keeps everything typed. With an `original` (a translation, new or edited) each
 * text field has the original's beside it, read-only.
 */
function ArticleEditor({ article, original, onReload }: { article?: Article; original?: Article; onReload?: () => Promise<unknown> }) {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const session = useSession();
  const admin = isAdmin(session.user);
  const categories = useCategories();
  const categoryName = useCategoryName();
  const suggestions = useTagSuggestions();
  const save = useSaveArticle();
  const review = useSubmitForReview();
  const [baseVersion, setBaseVersion] = useState(article?.version ?? 0);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saved, setSaved] = useState<'created' | 'updated' | 'sentForReview' | null>(null);
  const [history, setHistory] = useState(false);
  const [reviewState, setReviewState] = useState(article?.review ?? null);
  const [restored, setRestored] = useState<number | null>(null);
  /** The save brings an outdated translation up to date with its original's current version. */
  const [upToDate, setUpToDate] = useState(false);
  /**
   * The save under way, its request id and what it sent: kept while its outcome is unknown, so that
   * saving again can neither store it twice nor drop what was typed since.
   */
  const pending = useRef<{ requestId: string; request: ArticleSave } | null>(null);

  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, ArticleInput>({ resolver: zodResolver(articleInputSchema), defaultValues: article ? valuesOf(article) : original ? translationDraft(original) : EMPTY });
  const [summary = '', content = '', status, changeDescription = '', writtenIn] = useWatch({ control, name: ['summary', 'content', 'status', 'changeDescription', 'language'] });

  const mine = !article || article.author?.id === session.user?._id;
  const canEdit = admin || !article || (article.status === 'draft' && mine);

  useEffect(() => {
    if (!saved) return undefined;
    const redirect = setTimeout(() => navigate(SCREEN.admin.path), LIMITS.redirectAfterSaveMs);
    return () => clearTimeout(redirect);
  }, [saved, navigate]);

  const scrollToTop = () => window.scrollTo({ top: 0 });

  const onInvalid = (_: FieldErrors<Values>) => {
    setInvalid(true);
    scrollToTop();
  };

  const submit = (publish: boolean, base = baseVersion) =>
    handleSubmit(async (input) => {
      setInvalid(false);
      setFailure(null);
      const values = { ...input, status: publish ? ('published' as const) : input.status };
      try {
        const update = { ...values, baseVersion: base, ...(upToDate ? { translationUpToDate: true } : {}) };
        const request: ArticleSave = article ? { slug: article.slug, input: update } : { input: values };
        const unknown = pending.current;
        const sendUnder = async (sent: ArticleSave, requestId: string) => {
          pending.current = { requestId, request: sent };
          const stored = await save.mutateAsync({ ...sent, requestId });
          pending.current = null;
          return stored;
        };
        if (unknown && JSON.stringify(unknown.request) === JSON.stringify(request)) {
          await sendUnder(request, unknown.requestId);
        } else if (unknown && !unknown.request.slug) {
          // A create whose outcome is unknown, edited since: sent again as it was (stored once
          // whatever happened), then what was typed since is saved onto the article it made.
          const created = await sendUnder(unknown.request, unknown.requestId);
          await sendUnder({ slug: created.slug, input: { ...values, baseVersion: created.version } }, newRequestId());
        } else {
          // A changed update is a new save: had the unknown one been stored, its version makes this
          // one stale (409), and the form keeps everything typed to compare or save over.
          await sendUnder(request, newRequestId());
        }
        setConflict(null);
        setSaved(article ? 'updated' : 'created');
      } catch (error) {
        // Refused, nothing was stored: the next save is a new one.
        if (!outcomeUnknown(error)) pending.current = null;
        if (error instanceof ApiError && error.code === 'ARTICLE_STALE_EDIT' && article) {
          // Everything typed stays in the form; the other version is fetched to compare or save over.
          const latest = await fetchArticle(article.slug).catch(() => null);
          if (latest) setConflict({ latest });
          else setFailure(error);
        } else if (error instanceof ApiError && Object.keys(error.fieldCodes).length > 0) {
          for (const [field, code] of Object.entries(error.fieldCodes)) {
            if (field in EMPTY || field.startsWith('referenceRanges.') || field.startsWith('analyses.')) setError(field as keyof Values, { type: 'server', message: code });
          }
          setInvalid(true);
        } else {
          setFailure(error);
        }
        scrollToTop();
      }
    }, onInvalid)();

  const sendForReview = async () => {
    if (!article) return;
    setFailure(null);
    try {
      const sent = await review.mutateAsync({ slug: article.slug, version: baseVersion });
      setReviewState(sent.review);
      setSaved('sentForReview');
    } catch (error) {
      setFailure(error);
    }
  };

  const fieldError = (name: keyof Values) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? validationText(message) : undefined;
  };
  const busy = isSubmitting || !!saved;
  const language = article?.language ?? (original ? otherLanguage(original.language) : undefined);
  /** The original's field beside the editor's, when writing a translation. */
  const originalOf = (label: string, value: (of: Article) => string, html = false) =>
    original ? <OriginalField label={label} language={original.language} value={value(original)} html={html} /> : null;
  /** A shorter rich-text field below the content (clinical significance, interpretation), beside its original. */
  const secondaryTextField = (name: 'clinicalSignificance' | 'interpretation', id: string) => (
    <Beside original={originalOf(t(`editor.fields.${name}`), (of) => of[name], true)}>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={id}>{t(`editor.fields.${name}`)}</Form.Label>
        <Controller
          control={control}
          name={name}
          render={({ field }) => <RichTextEditor id={id} label={t(`editor.fields.${name}`)} value={field.value ?? ''} onChange={field.onChange} minHeight="6rem" />}
        />
        {errors[name] && <div className="invalid-feedback d-block">{fieldError(name)}</div>}
      </Form.Group>
    </Beside>
  );
  const heading = article ? t('editor.editTitle') : original ? t(`translation.into.${otherLanguage(original.language)}`) : t('editor.newTitle');

  return (
    <div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <div>
          <h1 className="h2 mb-0">{heading}</h1>
          {original && (
            <p className="text-muted mb-0">
              {t('translation.of', { language: t(`translation.languageIn.${original.language}`) })}{' '}
              <Link to={SCREEN.adminEdit.to({ slug: original.slug })} lang={original.language}>
                {original.title}
              </Link>
            </p>
          )}
        </div>
        <div className="d-flex gap-2">
          {article && (
            <Button variant="outline-secondary" onClick={() => setHistory(true)}>
              {t('editor.history')}
            </Button>
          )}
          <Link className="btn btn-outline-secondary" to={SCREEN.admin.path}>
            {t('editor.back')}
          </Link>
        </div>
      </div>

      {restored !== null && (
        <Alert variant="success" dismissible onClose={() => setRestored(null)} closeLabel={t('common:close')}>
          {t('editor.restored', { version: restored })}
        </Alert>
      )}
      {invalid && (
        <Alert variant="danger" dismissible onClose={() => setInvalid(false)} closeLabel={t('common:close')}>
          {t('editor.fixValidationErrors')}
        </Alert>
      )}
      {failure !== null &&
        (outcomeUnknown(failure) ? (
          <ErrorAlert title={t('editor.outcomeUnknown')} onClose={() => setFailure(null)} />
        ) : (
          <ErrorAlert title={t('editor.saveFailed')} error={failure} onClose={() => setFailure(null)} />
        ))}
      {conflict && article && (
        <Alert variant="warning">
          <Alert.Heading as="h2" className="h5">
            {t('editor.conflict.title')}
          </Alert.Heading>
          <p>{t('editor.conflict.text', { version: conflict.latest.version })}</p>
          <div className="d-flex flex-wrap gap-2">
            <a className="btn btn-outline-dark" href={comparePath(article.slug, baseVersion, conflict.latest.version)} target="_blank" rel="noopener">
              {t('editor.conflict.compare')}
            </a>
            {canEdit && (
              <Button
                variant="warning"
                disabled={busy}
                onClick={() => {
                  setBaseVersion(conflict.latest.version);
                  void submit(false, conflict.latest.version);
                }}
              >
                {t('editor.conflict.saveOver')}
              </Button>
            )}
          </div>
        </Alert>
      )}
      {reviewState?.state === 'returned' && (
        <Alert variant="warning">
          <div className="fw-semibold">{t('editor.review.returned', { by: reviewState.by })}</div>
          <div style={{ whiteSpace: 'pre-wrap' }}>{reviewState.note}</div>
        </Alert>
      )}
      {reviewState?.state === 'pending' && <Alert variant="info">{t('editor.review.pending')}</Alert>}
      {article && !canEdit && <Alert variant="secondary">{t('editor.readOnly')}</Alert>}
      {article?.outdated && original && article.translatedFrom && (
        <Alert variant="warning">
          <p>{t('translation.outdatedNotice', { from: article.translatedFrom.version, current: original.version })}</p>
          <a className="btn btn-sm btn-outline-dark" href={comparePath(original.slug, article.translatedFrom.version, original.version)} target="_blank" rel="noopener">
            {t('translation.compareOriginal')}
          </a>
        </Alert>
      )}

      <Form noValidate onSubmit={(event) => event.preventDefault()}>
        <Row className="g-4">
          <Col lg={original ? 12 : 7} xl={original ? 9 : 7}>
            <Beside original={originalOf(t('editor.fields.title'), (of) => of.title)}>
              <Form.Group className="mb-3" controlId="article-title">
                <Form.Label>{t('editor.fields.title')}</Form.Label>
                <Form.Control {...register('title')} lang={language} isInvalid={!!errors.title} aria-invalid={!!errors.title} />
                <Form.Control.Feedback type="invalid">{fieldError('title')}</Form.Control.Feedback>
              </Form.Group>
            </Beside>
            {!article && !original && (
              <Form.Group className="mb-3" controlId="article-language">
                <Form.Label>{t('translation.articleLanguage')}</Form.Label>
                <Form.Select {...register('language')}>
                  {LANGUAGES.map((option) => (
                    <option key={option} value={option}>
                      {t(`translation.languages.${option}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            )}
            <Form.Group className="mb-3" controlId="article-category">
              <Form.Label>{t('editor.fields.category')}</Form.Label>
              {/* Controlled: the categories arrive after the form, and an uncontrolled select whose option
                  is not there yet shows the first one instead of the article's category. */}
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <Form.Select {...field} isInvalid={!!errors.category} aria-invalid={!!errors.category}>
                    <option value="">{t('editor.fields.chooseCategory')}</option>
                    {(categories.data ?? []).map((category) => (
                      <option key={category._id} value={category._id}>
                        {categoryName(category)}
                      </option>
                    ))}
                  </Form.Select>
                )}
              />
              <Form.Control.Feedback type="invalid">{fieldError('category')}</Form.Control.Feedback>
            </Form.Group>
            <Beside original={originalOf(t('editor.fields.summary'), (of) => of.summary)}>
              <Form.Group className="mb-3" controlId="article-summary">
                <Form.Label>{t('editor.fields.summary')}</Form.Label>
                <Form.Control as="textarea" rows={3} {...register('summary')} lang={language} isInvalid={!!errors.summary} aria-invalid={!!errors.summary} />
                <Form.Text className={summary.length > LIMITS.summaryMax ? 'text-danger' : 'text-muted'}>
                  {t('common:counter', { count: summary.length, max: LIMITS.summaryMax })} · {t('editor.fields.summaryHint')}
                </Form.Text>
                <Form.Control.Feedback type="invalid">{fieldError('summary')}</Form.Control.Feedback>
              </Form.Group>
            </Beside>
            <Beside original={originalOf(t('editor.fields.content'), (of) => of.content, true)}>
              <Form.Group className="mb-3">
                <Form.Label htmlFor="article-content">{t('editor.fields.content')}</Form.Label>
                <Controller
                  control={control}
                  name="content"
                  render={({ field }) => (
                    <RichTextEditor id="article-content" label={t('editor.fields.content')} value={field.value} onChange={field.onChange} invalid={!!errors.content} withImages language={writtenIn} />
                  )}
                />
                {errors.content && <div className="invalid-feedback d-block">{fieldError('content')}</div>}
              </Form.Group>
            </Beside>
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagInput label={t('editor.fields.tags')} value={field.value ?? []} onChange={field.onChange} suggestions={suggestions.data ?? []} error={fieldError('tags')} />
              )}
            />
            <Controller
              control={control}
              name="relatedTests"
              render={({ field }) => <RelatedTestsInput label={t('editor.fields.relatedTests')} value={field.value ?? []} onChange={field.onChange} />}
            />
            <Controller
              control={control}
              name="referenceRanges"
              render={({ field }) => (
                <ReferenceRangesEditor
                  value={(field.value ?? []) as never}
                  onChange={field.onChange}
                  errors={rangeErrorsOf(errors.referenceRanges)}
                  originals={original && { rows: original.referenceRanges, language: original.language }}
                />
              )}
            />
            <AnalysesEditor
              control={control}
              register={register}
              errors={errors.analyses}
              language={language}
              original={original && { analyses: original.analyses, language: original.language }}
            />
            {secondaryTextField('clinicalSignificance', 'article-clinical')}
            {secondaryTextField('interpretation', 'article-interpretation')}
            <Controller control={control} name="references" render={({ field }) => <ReferencesEditor value={field.value ?? []} onChange={field.onChange} />} />
            {article && (
              <Form.Group className="mb-3" controlId="article-change">
                <Form.Label>{t('editor.fields.changeDescription')}</Form.Label>
                <Form.Control {...register('changeDescription')} isInvalid={!!errors.changeDescription} aria-invalid={!!errors.changeDescription} />
                <Form.Text className={changeDescription.length > LIMITS.changeDescriptionMax ? 'text-danger' : 'text-muted'}>
                  {t('common:counter', { count: changeDescription.length, max: LIMITS.changeDescriptionMax })}
                </Form.Text>
                <Form.Control.Feedback type="invalid">{fieldError('changeDescription')}</Form.Control.Feedback>
              </Form.Group>
            )}
          </Col>
          <Col lg={original ? 12 : 5} xl={original ? 3 : 5}>
            <div className="position-sticky" style={{ top: '5rem' }}>
              <Card className="mb-3">
                <Card.Body>
                  {admin && (
                    <Form.Check
                      type="switch"
                      id="article-status"
                      className="mb-3"
                      label={status === 'published' ? t('editor.status.published') : t('editor.status.draft')}
                      checked={status === 'published'}
                      onChange={(event) => setValue('status', event.target.checked ? 'published' : 'draft', { shouldDirty: true })}
                    />
                  )}
                  {canEdit && (
                    <div className="d-flex flex-wrap gap-2">
                      <Button variant="outline-primary" disabled={busy} onClick={() => void submit(false)}>
                        {isSubmitting ? t('editor.saving') : t('editor.saveDraft')}
                      </Button>
                      {admin && (
                        <Button variant="success" disabled={busy} onClick={() => void submit(true)}>
                          {t('editor.publish')}
                        </Button>
                      )}
                      {article && mine && !admin && article.status === 'draft' && reviewState?.state !== 'pending' && (
                        <Button variant="info" disabled={busy || isDirty || review.isPending} onClick={() => void sendForReview()}>
                          {t('editor.review.send')}
                        </Button>
                      )}
                    </div>
                  )}
                  {article && mine && !admin && isDirty && reviewState?.state !== 'pending' && <Form.Text muted>{t('editor.review.saveFirst')}</Form.Text>}
                  {canEdit && article?.outdated && original && (
                    <Form.Check
                      id="article-up-to-date"
                      className="mt-3"
                      label={t('translation.upToDate', { version: original.version })}
                      checked={upToDate}
                      onChange={(event) => setUpToDate(event.target.checked)}
                    />
                  )}
                </Card.Body>
              </Card>
              {article && <TranslationsPanel article={article} admin={admin} />}
              <Card>
                <Card.Header as="h2" className="h6" id="article-preview-title">
                  {t('editor.preview')}
                </Card.Header>
                <Card.Body style={{ maxHeight: '70vh', overflowY: 'auto' }} tabIndex={0} role="region" aria-labelledby="article-preview-title">
                  <SafeHtml html={content} calculators />
                </Card.Body>
              </Card>
            </div>
          </Col>
        </Row>
      </Form>

      <ToastContainer position="top-end" className="p-3" style={{ zIndex: 1080 }}>
        <Toast show={!!saved} onClose={() => setSaved(null)} delay={LIMITS.toastMs} autohide bg="success">
          <Toast.Body className="text-white" role="status">
            {saved && t(`editor.saved.${saved}`)}
          </Toast.Body>
        </Toast>
      </ToastContainer>

      {article && history && (
        <RevisionHistoryDialog
          slug={article.slug}
          canRestore={admin}
          onHide={() => setHistory(false)}
          onRestored={async (version) => {
            setHistory(false);
            setRestored(version);
            const latest = await fetchArticle(article.slug);
            setBaseVersion(latest.version);
            reset(valuesOf(latest));
            await onReload?.();
          }}
        />
      )}
    </div>
  );
}
