import { normaliseTag, type Tag, SCREEN } from '@labmedicin/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { validationText } from '../../../validation-text';
import { SuccessNotice, useSuccessNotice } from '../admin-notices';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { tagNameProblem } from './tag-name';
import { useDeleteTag, useMergeTags, useTagList } from './use-tag-admin';
import { RowActions } from '../row-actions';

type Notice = 'updated' | 'deleted' | 'merged';

/** /admin/tags: search, rename, delete and merge tags; the articles follow. */
export function TagsAdminPage() {
  const { t } = useTranslation('admin');
  const tags = useTagList();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const [merging, setMerging] = useState(false);
  const notice = useSuccessNotice();

  const all = tags.data ?? [];
  const needle = normaliseTag(search);
  const shown = needle ? all.filter(({ tag }) => tag.includes(needle)) : all;
  const names = all.map(({ tag }) => tag);
  const done = (result: Notice) => {
    notice.show(t(`tags.${result}`));
    setChosen([]);
  };
  /** Opens a dialog: a success notice belongs to the action that caused it, not to the next one. */
  const open = <T,>(show: (value: T) => void, value: T) => {
    notice.dismiss();
    show(value);
  };

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0">{t('tags.title')}</h1>
        <Button disabled={chosen.length < 2} onClick={() => open(setMerging, true)}>
          {t('tags.mergeSelected', { count: chosen.length })}
        </Button>
      </div>
      <SuccessNotice notice={notice} />
      {tags.isError && <ErrorAlert title={t('tags.loadFailed')} error={tags.error} />}
      {tags.isPending && <LoadingSpinner label={t('tags.loading')} />}
      <Form.Control type="search" className="mb-3" style={{ maxWidth: '22rem' }} placeholder={t('tags.search')} aria-label={t('tags.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
      {tags.isSuccess && shown.length === 0 && (
        <Card body className="text-center text-muted">
          {search ? t('tags.noMatch') : t('tags.empty')}
        </Card>
      )}
      {shown.length > 0 && (
        <Table responsive hover className="align-middle bg-white">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('tags.columns.choose')}</span>
              </th>
              <th scope="col">{t('tags.columns.tag')}</th>
              <th scope="col" className="text-end">
                {t('tags.columns.articles')}
              </th>
              <th scope="col" className="text-end">
                {t('tags.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((tag) => (
              <tr key={tag.tag}>
                <td style={{ width: '2.5rem' }}>
                  <Form.Check
                    aria-label={t('tags.choose', { tag: tag.tag })}
                    checked={chosen.includes(tag.tag)}
                    onChange={() => setChosen((current) => (current.includes(tag.tag) ? current.filter((name) => name !== tag.tag) : [...current, tag.tag]))}
                  />
                </td>
                <td>
                  <Link to={SCREEN.tag.to({ tag: tag.tag })}>{tag.tag}</Link>
                </td>
                <td className="text-end">{tag.count}</td>
                <td className="text-end text-nowrap">
                  <RowActions
                    change={{ label: t('tags.rename'), accessibleName: t('tags.renameNamed', { tag: tag.tag }), onClick: () => open(setRenaming, tag) }}
                    remove={{ label: t('tags.delete'), accessibleName: t('tags.deleteNamed', { tag: tag.tag }), onClick: () => open(setDeleting, tag) }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {renaming && (
        <RenameTagModal
          tag={renaming}
          existing={names}
          onHide={() => setRenaming(null)}
          onDone={() => {
            setRenaming(null);
            done('updated');
          }}
        />
      )}
      {deleting && (
        <DeleteTagModal
          tag={deleting}
          onHide={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            done('deleted');
          }}
        />
      )}
      {merging && (
        <MergeTagsModal
          sources={chosen}
          onHide={() => setMerging(false)}
          onDone={() => {
            setMerging(false);
            done('merged');
          }}
        />
      )}
    </>
  );
}

function RenameTagModal({ tag, existing, onHide, onDone }: { tag: Tag; existing: string[]; onHide: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const merge = useMergeTags();
  const [name, setName] = useState(tag.tag);
  const [touched, setTouched] = useState(false);
  const problem = tagNameProblem(name, tag.tag, existing);
  const unchanged = normaliseTag(name) === tag.tag;
  const problemText = problem === 'tagExists' ? t('tags.tagExists') : problem ? validationText(problem) : null;
  return (
    <FormDialog
      title={t('tags.renameTitle', { tag: tag.tag })}
      submitLabel={merge.isPending ? t('tags.saving') : t('tags.save')}
      submitDisabled={unchanged || !!problem || merge.isPending}
      cancelLabel={t('editor.cancel')}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        if (!problem && !unchanged) merge.mutate({ sourceTags: [tag.tag], targetTag: name }, { onSuccess: onDone });
      }}
    >
      {merge.isError && <ErrorAlert title={t('tags.updateFailed')} error={merge.error} onClose={() => merge.reset()} />}
      <Form.Group controlId="tag-name">
        <Form.Label>{t('tags.name')}</Form.Label>
        <Form.Control
          value={name}
          autoFocus
          isInvalid={touched && !!problem}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
        />
        <Form.Control.Feedback type="invalid">{problemText}</Form.Control.Feedback>
        <Form.Text muted>{t('tags.renameHint', { count: tag.count })}</Form.Text>
      </Form.Group>
    </FormDialog>
  );
}

function DeleteTagModal({ tag, onHide, onDone }: { tag: Tag; onHide: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteTag();
  return (
    <ConfirmDialog
      title={t('tags.deleteTitle')}
      confirmLabel={t('tags.delete')}
      busyLabel={t('tags.deleting')}
      cancelLabel={t('editor.cancel')}
      busy={remove.isPending}
      failure={remove.isError ? { title: t('tags.deleteFailed'), error: remove.error, onDismiss: () => remove.reset() } : null}
      onHide={onHide}
      onConfirm={() => remove.mutate(tag.tag, { onSuccess: onDone })}
    >
      <p className="mb-0">{t('tags.confirmDelete', { tag: tag.tag, count: tag.count })}</p>
    </ConfirmDialog>
  );
}

function MergeTagsModal({ sources, onHide, onDone }: { sources: string[]; onHide: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const merge = useMergeTags();
  const [target, setTarget] = useState(sources[0] ?? '');
  const problem = tagNameProblem(target, '', []);
  const submit = () => {
    // Enter submits as the button does, so it too waits for a valid name and the last merge.
    if (problem || merge.isPending) return;
    const targetTag = normaliseTag(target);
    merge.mutate({ sourceTags: sources.filter((tag) => tag !== targetTag), targetTag }, { onSuccess: onDone });
  };
  return (
    <FormDialog
      title={t('tags.mergeTitle')}
      submitLabel={merge.isPending ? t('tags.merging') : t('tags.merge')}
      submitDisabled={!!problem || merge.isPending}
      cancelLabel={t('editor.cancel')}
      onHide={onHide}
      onSubmit={submit}
    >
      {merge.isError && <ErrorAlert title={t('tags.mergeFailed')} error={merge.error} onClose={() => merge.reset()} />}
      <p>{t('tags.mergeText', { tags: sources.join(', ') })}</p>
      <Form.Group controlId="merge-target">
        <Form.Label>{t('tags.mergeTarget')}</Form.Label>
        <Form.Control list="merge-target-options" value={target} isInvalid={!!problem} onChange={(event) => setTarget(event.target.value)} />
        <datalist id="merge-target-options">
          {sources.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <Form.Control.Feedback type="invalid">{problem && problem !== 'tagExists' ? validationText(problem) : null}</Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}
