import { LIMITS, SCREEN } from '@labmedicin/contracts';
import { useId, type MouseEvent } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ArticleListItem } from '@labmedicin/contracts';
import { cardSummary } from './card-summary';
import { CategoryBadge } from './category-badge';
import { categoryNameIn, useReaderLanguage } from './use-reader-language';
import { FormattedDate } from './formatted-date';
import './article-card-texts';

/**
 * An article in a list: category, title, summary, up to 3 tags and a +N badge, updated date and
 * views, each when the article has it. An article written in another language than the reader's
 * (it has no version in theirs) says so, and its title and summary carry its language. A click
 * anywhere on the card opens the article; a tag opens its own list.
 */
export function ArticleCard({ article }: { article: ArticleListItem }) {
  const { t } = useTranslation('articleCard');
  const navigate = useNavigate();
  const titleId = useId();
  const href = SCREEN.article.to({ slug: article.slug });
  // A copy saved for offline reading by an older version may lack tags, as it may lack a language.
  const tags = article.tags ?? [];
  const shownTags = tags.slice(0, LIMITS.cardTagCount);
  const moreTags = tags.slice(LIMITS.cardTagCount);
  const summary = cardSummary(article);
  const language = useReaderLanguage();
  // A copy saved for offline reading before articles had a language has none, and is shown as it was.
  const otherLanguage = article.language && article.language !== language ? article.language : undefined;

  const openArticle = (event: MouseEvent<HTMLElement>) => {
    // A link (the title, a tag) goes where it points, and selecting text is not a click on the card.
    if (event.target instanceof Element && event.target.closest('a')) return;
    if (window.getSelection()?.toString()) return;
    navigate(href);
  };

  return (
    <Card as="article" className="h-100 shadow-sm" aria-labelledby={titleId} onClick={openArticle} style={{ cursor: 'pointer' }}>
      <Card.Body className="d-flex flex-column">
        {(article.category || otherLanguage) && (
          <div className="mb-2 d-flex flex-wrap gap-2">
            {article.category && <CategoryBadge name={categoryNameIn(article.category, language)} color={article.category.color} className="fw-medium" />}
            {otherLanguage && <span className="badge text-bg-light border fw-normal">{t(`writtenIn.${otherLanguage}`)}</span>}
          </div>
        )}
        <Card.Title as="h2" className="h5" lang={otherLanguage}>
          <Link to={href} id={titleId} className="link-dark text-decoration-none">
            {article.title}
          </Link>
        </Card.Title>
        <Card.Text className="text-muted flex-grow-1" lang={otherLanguage}>
          {summary}
        </Card.Text>
        {tags.length > 0 && (
          <ul className="list-inline mb-0" aria-label={t('tags')} lang={otherLanguage}>
            {shownTags.map((tag) => (
              <li key={tag} className="list-inline-item mb-1">
                <Link to={SCREEN.tag.to({ tag })} className="badge rounded-pill text-bg-light border text-decoration-none fw-normal">
                  {tag}
                </Link>
              </li>
            ))}
            {moreTags.length > 0 && (
              <li className="list-inline-item mb-1">
                <span className="badge rounded-pill text-bg-secondary fw-normal" title={t('moreTags', { tags: moreTags.join(', ') })}>
                  +{moreTags.length}
                </span>
              </li>
            )}
          </ul>
        )}
      </Card.Body>
      <Card.Footer className="bg-transparent small text-muted d-flex flex-wrap justify-content-between gap-2">
        {article.updatedAt && (
          <span>
            {t('updated')} <FormattedDate value={article.updatedAt} />
          </span>
        )}
        {article.views !== undefined && <span>{t('views', { count: article.views })}</span>}
      </Card.Footer>
    </Card>
  );
}

/** Cards in a grid: one column on phones, two from 768 px, three from 992 px. */
export function ArticleGrid({ articles }: { articles: ArticleListItem[] }) {
  return (
    <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">
      {articles.map((article) => (
        <div key={article._id} className="col">
          <ArticleCard article={article} />
        </div>
      ))}
    </div>
  );
}
