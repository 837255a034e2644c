import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { failureMessage } from '../../components/failure-message';
import { LoadingSpinner } from '../../components/loading-spinner';
import { TagCloud, TagList } from './tag-cloud';
import { useTags } from './use-tags';
import { useDocumentTitle } from '../../components/use-document-title';
import { useReaderLanguage } from '../../components/use-reader-language';
import './tags-texts';

/** /tags: the tag cloud and the list of the tags of the articles in the reader's language, each linking to its articles. */
export function TagsPage() {
  const { t } = useTranslation('tags');
  useDocumentTitle(t('title'));
  const tags = useTags(useReaderLanguage());
  return (
    <>
      <h1 className="mb-4">{t('title')}</h1>
      {tags.isPending && <LoadingSpinner label={t('loading')} />}
      {tags.isError && <ErrorAlert title={failureMessage(tags.error, t('loadFailed'), t)} />}
      {tags.isSuccess && tags.data.length === 0 && <EmptyState title={t('empty')} />}
      {tags.isSuccess && tags.data.length > 0 && (
        <Tabs defaultActiveKey="cloud" id="tags-tabs" transition={false} mountOnEnter unmountOnExit>
          <Tab eventKey="cloud" title={t('cloudTab')}>
            <TagCloud tags={tags.data} />
          </Tab>
          <Tab eventKey="all" title={t('allTab')}>
            <TagList tags={tags.data} />
          </Tab>
        </Tabs>
      )}
    </>
  );
}
