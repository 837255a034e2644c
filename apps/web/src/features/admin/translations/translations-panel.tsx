import { SCREEN } from '@labmedicin/contracts';
import type { Article } from '@labmedicin/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SuccessNotice, useSuccessNotice } from '../admin-notices';
import { StatusBadge } from '../status-badge';
import { otherLanguage } from './article-language';
import { LinkTranslationDialog } from './link-translation-dialog';
import { OutdatedBadge } from './outdated-badge';
import { UnlinkTranslationDialog, type TranslationPair } from './unlink-translation-dialog';


/**
 * The editor's card of an article's language and its linked versions: each with its status and
 * whether it is outdated; "Add translation" while the other language has none; admins link an
 * existing article or unlink one.
 */
export function TranslationsPanel({ article, admin }: { article: Article; admin: boolean }) {
  const { t } = useTranslation('admin');
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<TranslationPair | null>(null);
  const success = useSuccessNotice();
  const other = otherLanguage(article.language);
  const translated = article.translations.some((version) => version.language === other);
  const self = { slug: article.slug, title: article.title };
  const pairWith = (version: { slug: string; title: string }): TranslationPair =>
    article.translatedFrom ? { original: version, translation: self } : { original: self, translation: version };

  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6">
        {t('translation.panel.title')}
      </Card.Header>
      <Card.Body>
        <SuccessNotice notice={success} />
        <p className="mb-2">{t('translation.panel.writtenIn', { language: t(`translation.languageIn.${article.language}`) })}</p>
        {article.translations.length > 0 && (
          <ListGroup variant="flush" className="mb-2">
            {article.translations.map((version) => (
              <ListGroup.Item key={version.slug} className="px-0">
                <div className="small text-muted">
                  {version.slug === article.translatedFrom?.slug ? t('translation.panel.original') : t('translation.panel.translation')} ·{' '}
                  {t(`translation.languages.${version.language}`)}
                </div>
                <Link to={SCREEN.adminEdit.to({ slug: version.slug })} lang={version.language}>
                  {version.title}
                </Link>{' '}
                <StatusBadge status={version.status} />
                {version.outdated && <OutdatedBadge />}
                {admin && (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="ms-2"
                    onClick={() => {
                      success.dismiss();
                      setUnlinking(pairWith(version));
                    }}
                    aria-label={t('translation.unlink.named', { title: version.title })}
                  >
                    {t('translation.unlink.action')}
                  </Button>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        {!translated && (
          <>
            {article.translations.length === 0 && <p className="text-muted small">{t('translation.panel.none')}</p>}
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-sm btn-outline-primary" to={SCREEN.adminTranslate.to({ slug: article.slug })}>
                {t(`translation.addInto.${other}`)}
              </Link>
              {admin && (
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => {
                    success.dismiss();
                    setLinking(true);
                  }}
                >
                  {t('translation.link.action')}
                </Button>
              )}
            </div>
          </>
        )}
      </Card.Body>
      {linking && (
        <LinkTranslationDialog
          article={article}
          onHide={() => setLinking(false)}
          onLinked={(title) => {
            setLinking(false);
            success.show(t('translation.link.done', { title }));
          }}
        />
      )}
      {unlinking && (
        <UnlinkTranslationDialog
          pair={unlinking}
          onHide={() => setUnlinking(null)}
          onUnlinked={() => {
            success.show(t('translation.unlink.done', { title: unlinking.original.slug === article.slug ? unlinking.translation.title : unlinking.original.title }));
            setUnlinking(null);
          }}
        />
      )}
    </Card>
  );
}
