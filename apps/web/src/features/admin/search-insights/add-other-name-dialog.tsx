import { SCREEN, type Article, type ArticleLanguage } from '@labmedicin/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { fetchArticle } from '../../../api/articles';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useArticle } from '../../articles/use-articles';
import { comparePath } from '../revisions/revision-history-dialog';
import { useAddOtherName, useArticlesToName } from './use-search-insights';

/** The chosen article, its first analysis and the save: what the editor sees before adding the name. */
function ChosenArticle({ slug, name, onDone }: { slug: string; name: string; onDone: (article: Article) => void }) {
  const { t } = useTranslation(['search-insights', 'admin']);
  const article = useArticle(slug);
  const add = useAddOtherName();
  // Someone saved the article after it was shown here: their version, to compare or add to.
  const [latest, setLatest] = useState<Article | null>(null);
  if (article.isPending) return <LoadingSpinner label={t('loadingArticle')} />;
  if (article.isError) return <ErrorAlert title={t('errorLoadingArticle')} error={article.error} />;
  const shown = article.data;
  const analysis = shown.analyses[0];
  if (!analysis) return <Alert variant="info">{t('noAnalysis', { title: shown.title })}</Alert>;

  const save = (base: Article) =>
    add.mutate(
      { article: base, name, changeDescription: t('changeDescription', { name }) },
      {
        onSuccess: (saved) => onDone(saved),
        onError: async (error) => {
          if (error instanceof ApiError && error.code === 'ARTICLE_STALE_EDIT') setLatest(await fetchArticle(slug).catch(() => null));
        },
      },
    );
  const stale = add.error instanceof ApiError && add.error.code === 'ARTICLE_STALE_EDIT';
  return (
    <>
      <p className="mb-1">{t('analysis', { designation: analysis.designation })}</p>
      <p className="text-muted small">{analysis.otherNames.length > 0 ? t('otherNamesNow', { names: analysis.otherNames.join(', ') }) : t('noOtherNamesYet')}</p>
      {stale && latest ? (
        <Alert variant="warning">
          <Alert.Heading as="h3" className="h6">
            {t('admin:editor.conflict.title')}
          </Alert.Heading>
          <p>{t('conflict', { version: latest.version })}</p>
          <div className="d-flex flex-wrap gap-2">
            <a className="btn btn-outline-dark btn-sm" href={comparePath(slug, shown.version, latest.version)} target="_blank" rel="noopener">
              {t('admin:editor.conflict.compare')}
            </a>
            <Button size="sm" variant="warning" disabled={add.isPending} onClick={() => save(latest)}>
              {t('addToTheirs')}
            </Button>
          </div>
        </Alert>
      ) : (
        add.isError && <ErrorAlert title={t('saveFailed')} error={add.error} />
      )}
      {!stale && (
        <Button disabled={add.isPending} onClick={() => save(shown)}>
          {add.isPending ? t('adding') : t('add', { name, designation: analysis.designation })}
        </Button>
      )}
    </>
  );
}

/**
 * "Add as another name of …": a picker of the articles written in the query's language; the
 * chosen one's first analysis gets the query among its other names, by an ordinary save.
 */
export function AddOtherNameDialog({ name, language, onClose }: { name: string; language: ArticleLanguage; onClose: () => void }) {
  const { t } = useTranslation(['search-insights', 'common']);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState<Article | null>(null);
  const articles = useArticlesToName(language, search);
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="add-other-name-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="add-other-name-title" as="h2" className="h5">
          {t('dialogTitle', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {done ? (
          <Alert variant="success" className="mb-0">
            {t('added', { name, title: done.title })}{' '}
            <Link to={SCREEN.adminEdit.to({ slug: done.slug })}>{t('openInEditor')}</Link>
          </Alert>
        ) : (
          <>
            <Form.Group controlId="add-other-name-search" className="mb-2">
              <Form.Label>{t('findArticle', { language: t(`languages.${language}`) })}</Form.Label>
              <Form.Control type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
            </Form.Group>
            {articles.isError && <ErrorAlert title={t('errorLoadingArticles')} error={articles.error} />}
            {articles.data && articles.data.length === 0 && <p className="text-muted">{t('noArticles')}</p>}
            {articles.data && articles.data.length > 0 && (
              <fieldset className="mb-3" style={{ maxHeight: '16rem', overflowY: 'auto' }}>
                <legend className="visually-hidden">{t('articles')}</legend>
                {articles.data.map((article) => (
                  <Form.Check
                    key={article._id}
                    type="radio"
                    id={`add-other-name-${article.slug}`}
                    name="add-other-name-article"
                    label={article.title}
                    checked={chosen === article.slug}
                    onChange={() => setChosen(article.slug)}
                  />
                ))}
              </fieldset>
            )}
            {chosen && <ChosenArticle key={chosen} slug={chosen} name={name} onDone={setDone} />}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
