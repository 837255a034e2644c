import { SCREEN } from '@labmedicin/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { archiveDownloadUrl, importArchive } from '../../../api/admin-archive';
import { ErrorAlert } from '../../../components/error-alert';
import { useDocumentTitle } from '../../../components/use-document-title';

/**
 * /admin/archive: the whole installation out as one archive (the command line's format, downloaded
 * as the server writes it), and an archive in, into an installation that holds nothing yet but what
 * its first start made. Admins only.
 */
export function ArchivePage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('archive.title'));
  const [withoutAccounts, setWithoutAccounts] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const importing = useMutation({ mutationFn: importArchive });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) importing.mutate(file);
  };

  return (
    <>
      <h1 className="h2 mb-4">{t('archive.title')}</h1>
      <section className="mb-5" aria-labelledby="archive-export">
        <h2 id="archive-export" className="h4">
          {t('archive.exportTitle')}
        </h2>
        <p>{t('archive.exportHelp')}</p>
        <Form.Check
          id="archive-without-accounts"
          className="mb-3"
          label={t('archive.withoutAccounts')}
          checked={withoutAccounts}
          onChange={(event) => setWithoutAccounts(event.target.checked)}
        />
        <a className="btn btn-primary" href={archiveDownloadUrl(withoutAccounts)} download>
          {t('archive.export')}
        </a>
      </section>
      <section aria-labelledby="archive-import">
        <h2 id="archive-import" className="h4">
          {t('archive.importTitle')}
        </h2>
        <p>{t('archive.importHelp')}</p>
        <Form onSubmit={submit} className="mb-3">
          <Form.Group controlId="archive-file" className="mb-3">
            <Form.Label>{t('archive.file')}</Form.Label>
            <Form.Control type="file" accept=".gz,.tgz,application/gzip" onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)} />
          </Form.Group>
          <Button type="submit" disabled={!file || importing.isPending}>
            {importing.isPending ? t('archive.importing') : t('archive.import')}
          </Button>
        </Form>
        {importing.error && <ErrorAlert title={t('archive.importFailed')} error={importing.error} />}
        {importing.data && (
          <div role="status" className="alert alert-success">
            <div className="fw-semibold">{t('archive.imported', { count: importing.data.counts['content/articles'] ?? 0 })}</div>
            {importing.data.accounts && (
              <div className="small mt-1">
                {t('archive.signInAgain')} <Link to={SCREEN.login.path}>{t('archive.signIn')}</Link>
              </div>
            )}
          </div>
        )}
      </section>
    </>
  );
}
