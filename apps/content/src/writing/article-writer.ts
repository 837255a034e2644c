import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  ARTICLE_ANSWER_DEFAULTS,
  EVENTS,
  RESERVED_ARTICLE_SLUGS,
  freeSlug,
  slugify,
  uploadedImagesOf,
  type ArticleAuthor,
  type ArticleChangedEvent,
  type ArticleReview,
  type ErrorCode,
  type EventMessage,
  type PayloadOf,
  type RequestMeta,
  type RevisionChange,
  type TagsChangedEvent,
} from '@labmedicin/contracts';
import { DuplicateKeyError, EVENT_PUBLISHER, fail, newObjectId, type EventPublisher, type NewDocument } from '@labmedicin/platform';
import { ArticleViewsRepository } from '../store/article-views.repository';
import { RevisionsRepository, type RevisionDocument } from '../store/revisions.repository';
import { ArticleSearchService } from '../search/article-search.service';
import { ArticleHtmlWork } from '../sanitize/article-html-work';
import {
  ARTICLE_FIELD_NAMES,
  ArticlesRepository,
  languageOf,
  linkKeyOf,
  type ArticleDocument,
  type ArticleFields,
} from '../store/articles.repository';

/** Slug of a title made only of characters slugify drops. */
const FALLBACK_SLUG = 'artikel';
/** Another article can take a free slug between the look-up and the insert; then the next is tried. */
const SLUG_ATTEMPTS = 5;
/** How far back a starting replica looks for saves a dead one left half done. */
const INTERRUPTED_SAVES_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What a revision says of itself: the editor's own words, or what the server did as a code with its
 * values (shown in each reader's language).
 */
export interface RevisionNote {
  changeDescription?: string;
  change?: RevisionChange;
}

/** One article of a seed: its fields, its first revision's note, and its slug when not the one its title makes. */
export interface NewArticle {
  fields: ArticleFields;
  note: RevisionNote;
  slug?: string;
}

export interface TagChange {
  article: ArticleDocument;
  tags: string[];
}

/**
 * The only path by which articles are written. Every save stores its revision first: the unique
 * (articleId, versionNumber) index lets exactly one save claim the next version, and once stored
 * that revision is the save: moving the article to it is a step anyone may take (the saving
 * replica, a replica that meets the revision while saving the same article, one starting up), since
 * the article moves only while it is still at the version before. So a save cut off by a dead
 * replica between its revision and its article is finished, never left to block the article's
 * next saves. A save run again under the same request id answers the save that request made.
 * After a write the search index and the article.* events follow; neither can undo a write the
 * store has taken.
 */
@Injectable()
export class ArticleWriter implements OnApplicationBootstrap {
  private readonly logger = new Logger(ArticleWriter.name);

  constructor(
    private readonly articles: ArticlesRepository,
    private readonly revisions: RevisionsRepository,
    private readonly viewCounts: ArticleViewsRepository,
    private readonly search: ArticleSearchService,
    private readonly html: ArticleHtmlWork,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const finished = await this.finishInterruptedSaves(new Date(Date.now() - INTERRUPTED_SAVES_WINDOW_MS).toISOString());
    if (finished > 0) this.logger.warn(`Finished ${finished} article saves left half done`);
  }

  /**
   * A new article at version 1 by `author`, with a slug made from its title (numbered when taken).
   * Run again under the same request id (a replica taking over from one that died after storing
   * it), it answers the article that run stored instead of storing a second.
   */
  async create(
    fields: ArticleFields,
    author: ArticleAuthor,
    meta: RequestMeta,
    note: RevisionNote = {},
    translationOf: ArticleDocument | null = null,
  ): Promise<ArticleDocument> {
    // Minted here so that the first revision can name the article before the article itself is stored.
    const id = newObjectId();
    const now = new Date().toISOString();
    const requestId = meta.requestId;
    // A translation is stored linked: its original joins the group first, and the unique link key
    // refuses a second version in one language even when two creates race.
    const original = translationOf && (await this.joinAsOriginal(translationOf));
    const link = original
      ? { groupId: original._id, linkKey: linkKeyOf(original._id, languageOf(fields)), translatedFrom: { slug: original.slug, version: original.version } }
      : {};
    const revision = await this.revisions.insert(revisionOf(id, 1, fields, author.username, now, note));
    let article: ArticleDocument;
    try {
      article = await this.insertWithFreeSlug({
        _id: id,
        ...(await this.withExcerpt(fields)),
        ...link,
        version: 1,
        createdAt: now,
        updatedAt: now,
        createdBy: author,
        review: null,
        createdByRequest: requestId,
      });
    } catch (error) {
      await this.revisions.withdraw([revision._id]);
      const earlier = error instanceof DuplicateKeyError && error.fields.includes('createdByRequest') ? await this.articles.findCreatedBy(requestId) : null;
      if (!earlier) {
        if (original) await this.leaveGroupIfAlone(original);
        if (error instanceof DuplicateKeyError && error.fields.includes('linkKey')) throw fail('TRANSLATION_EXISTS');
        throw error;
      }
      // The request id comes from the caller: only the same author's own create is answered from it.
      if (earlier.createdBy?.id !== author.id) throw fail('DUPLICATE_RECORD');
      article = earlier;
    }
    await this.search.sync(original && original !== translationOf ? [article, original] : [article]);
    await this.announce(EVENTS.articleCreated, article, meta);
    if (original) await this.announce(EVENTS.articleUpdated, original, meta);
    return article;
  }

  /**
   * Links `translation` as the translation of `original` at the original's current version; 409
   * TRANSLATION_EXISTS when the translation is linked already, the original is itself a
   * translation, or the group has a version in the translation's language. Both are indexed again
   * (their search group changes) and announced. Answers the original as it then stands.
   */
  async link(original: ArticleDocument, translation: ArticleDocument, meta: RequestMeta): Promise<ArticleDocument> {
    const linkedOriginal = await this.joinAsOriginal(original);
    let linked: ArticleDocument | null = null;
    try {
      linked = await this.articles.link(translation._id, linkedOriginal._id, languageOf(translation), { slug: original.slug, version: original.version });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    if (!linked) {
      await this.leaveGroupIfAlone(linkedOriginal);
      throw fail('TRANSLATION_EXISTS');
    }
    await this.search.sync([linkedOriginal, linked]);
    await this.announce(EVENTS.articleUpdated, linked, meta);
    await this.announce(EVENTS.articleUpdated, linkedOriginal, meta);
    return linkedOriginal;
  }

  /**
   * Takes a translation out of its original's group; the original stands alone again once it has
   * no translation left. Both stay as they are otherwise. Answers the original; 404
   * NOT_A_TRANSLATION when the translation is not linked to it.
   */
  async unlink(original: ArticleDocument, translation: ArticleDocument, meta: RequestMeta): Promise<ArticleDocument> {
    if (!original.groupId || translation.translatedFrom?.slug !== original.slug) throw fail('NOT_A_TRANSLATION');
    const unlinked = await this.articles.unlink(translation._id, original.groupId);
    if (!unlinked) throw fail('NOT_A_TRANSLATION');
    const after = await this.leaveGroupIfAlone(original);
    await this.search.sync([after, unlinked]);
    await this.announce(EVENTS.articleUpdated, unlinked, meta, [after.slug]);
    await this.announce(EVENTS.articleUpdated, after, meta, [unlinked.slug]);
    return after;
  }

  /**
   * Records that a translation was brought up to date with (or, publishing unchanged, still
   * matches) its original at `version`; announced, since its page's outdated notice goes.
   */
  async setTranslatedFrom(translation: ArticleDocument, version: number, meta: RequestMeta): Promise<ArticleDocument> {
    if (!translation.translatedFrom) return translation;
    const saved = await this.articles.setTranslatedFrom(translation._id, { slug: translation.translatedFrom.slug, version });
    if (!saved) return (await this.articles.findById(translation._id)) ?? translation;
    await this.announce(EVENTS.articleUpdated, saved, meta);
    return saved;
  }

  /** The original in its own group: linked as it is, or joined now (409 when it is a translation itself). */
  private async joinAsOriginal(original: ArticleDocument): Promise<ArticleDocument> {
    if (original.translatedFrom) throw fail('TRANSLATION_EXISTS');
    if (original.groupId === original._id) return original;
    let joined: ArticleDocument | null = null;
    try {
      joined = await this.articles.link(original._id, original._id, languageOf(original), null);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    if (joined) return joined;
    // Another request linked it meanwhile: as an original it is still one, as a translation not.
    const now = await this.articles.findById(original._id);
    if (now && now.groupId === now._id && !now.translatedFrom) return now;
    throw fail(now ? 'TRANSLATION_EXISTS' : 'ARTICLE_NOT_FOUND');
  }

  /** An original whose group has no translation left is unlinked; answers it as it then stands. */
  private async leaveGroupIfAlone(original: ArticleDocument): Promise<ArticleDocument> {
    const group = await this.articles.group(original._id);
    if (group.some((version) => version._id !== original._id)) return (await this.articles.findById(original._id)) ?? original;
    return (await this.articles.unlink(original._id, original._id)) ?? (await this.articles.findById(original._id)) ?? original;
  }

  /**
   * Seeds articles, each at version 1 (no events: nothing can have cached them). Ids and slugs
   * follow from the titles alone, so replicas seeding at the same moment write the same documents:
   * whichever stores one first keeps it, the other's copy is refused on its id, and nothing is
   * seeded twice. Each revision goes before its article, as in every save.
   */
  async createSeed(entries: NewArticle[], editedBy: string): Promise<ArticleDocument[]> {
    const now = new Date().toISOString();
    const taken = new Set<string>();
    const articles: ArticleDocument[] = [];
    for (const { fields, note, slug: given } of entries) {
      const slug = given ?? freeSlug(slugify(fields.title) || FALLBACK_SLUG, (candidate) => taken.has(candidate) || RESERVED_ARTICLE_SLUGS.includes(candidate));
      taken.add(slug);
      const article: ArticleDocument = { _id: seededArticleIdOf(slug), ...(await this.withExcerpt(fields)), slug, version: 1, createdAt: now, updatedAt: now };
      await storedOnce(this.revisions.insert({ _id: seedIdOf(`revision:${slug}`), ...revisionOf(article._id, 1, fields, editedBy, now, note) }));
      await storedOnce(this.articles.insert(article));
      articles.push(article);
    }
    await this.search.sync(articles);
    return articles;
  }

  /**
   * Saves `fields` as the version after `current`'s; 409 if another save claimed it first. A
   * published result ends any review the draft was in.
   */
  async save(current: ArticleDocument, fields: ArticleFields, editedBy: string, meta: RequestMeta, note: RevisionNote = {}): Promise<ArticleDocument> {
    const version = current.version + 1;
    let revision: RevisionDocument;
    try {
      revision = await this.revisions.insert({
        ...revisionOf(current._id, version, fields, editedBy, new Date().toISOString(), note),
        savedByRequest: meta.requestId,
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const earlier = await this.revisions.find(current._id, version);
      // The save holding this version may have been cut off before its article moved: finish it.
      const article = earlier ? await this.finish(earlier, meta) : null;
      if (earlier && article && isSameSave(earlier, editedBy, meta)) return article;
      throw fail(article || !earlier ? 'ARTICLE_STALE_EDIT' : 'ARTICLE_NOT_FOUND');
    }
    const saved = await this.finish(revision, meta);
    if (!saved) throw fail('ARTICLE_NOT_FOUND');
    return saved;
  }

  /**
   * The article as the save of `version` left it, when that save was made by this very request
   * (a replica running again the request of one that died after saving); null otherwise.
   */
  async savedByThisRequest(current: ArticleDocument, version: number, editedBy: string, meta: RequestMeta): Promise<ArticleDocument | null> {
    if (version > current.version) return null;
    const revision = await this.revisions.find(current._id, version);
    return revision && isSameSave(revision, editedBy, meta) ? current : null;
  }

  /**
   * Finishes the saves whose article was left behind their stored revision since `since` (a
   * replica that died between the two writes): run at start, so that the history and the article
   * agree again even when no one saves that article any more. Returns how many were finished.
   */
  async finishInterruptedSaves(since: string): Promise<number> {
    let finished = 0;
    for (const revision of await this.revisions.savedSince(since)) {
      const article = await this.articles.findById(revision.articleId);
      if (article?.version !== revision.versionNumber - 1) continue;
      const meta: RequestMeta = { requestId: revision.savedByRequest ?? `finish-${revision._id}`, actor: null };
      if ((await this.finish(revision, meta))?.version === revision.versionNumber) finished += 1;
    }
    return finished;
  }

  /**
   * New tags for several articles (a tag merge or delete), all or none. First every article's
   * next revision is stored in one batch, which fails as a whole if any article was saved since it
   * was read; from then on the retag is made, as a save is once its revision is stored, and each
   * article is moved to it (one left behind by a failure here is finished like any interrupted
   * save). An article deleted meanwhile is skipped. Returns the articles as saved.
   */
  async retag(
    changes: TagChange[],
    editedBy: string,
    meta: RequestMeta,
    change: RevisionChange,
    event: Omit<TagsChangedEvent, 'articles'>,
  ): Promise<ArticleDocument[]> {
    const now = new Date().toISOString();
    const revisions = await this.claim(
      () =>
        this.revisions.insertMany(
          changes.map(({ article, tags }) =>
            revisionOf(article._id, article.version + 1, { ...fieldsOf(article), tags }, editedBy, now, { change }),
          ),
        ),
      'TAGS_CHANGED_MEANWHILE',
    );
    const articles: ArticleDocument[] = [];
    const gone: string[] = [];
    for (const { article, tags } of changes) {
      // Null when a replica meeting the stored revision moved the article first, or it is gone.
      const after = (await this.articles.saveVersion(article._id, article.version, { tags }, now)) ?? (await this.articles.findById(article._id));
      if (after) articles.push(after);
      else gone.push(article._id);
    }
    await this.revisions.withdraw(revisions.filter((revision) => gone.includes(revision.articleId)).map((revision) => revision._id));
    await this.search.sync(articles);
    await this.emit(EVENTS.tagsChanged, { ...event, articles: articles.map(({ _id, slug }) => ({ id: _id, slug })) } satisfies TagsChangedEvent, meta);
    return articles;
  }

  /** Moves a draft's review on, while the article is still at `version` (409 otherwise). */
  async setReview(article: ArticleDocument, version: number, review: ArticleReview, meta: RequestMeta): Promise<ArticleDocument> {
    const saved = await this.articles.setReview(article._id, version, review);
    if (!saved) throw fail((await this.articles.findById(article._id)) ? 'ARTICLE_STALE_EDIT' : 'ARTICLE_NOT_FOUND');
    await this.announce(EVENTS.articleUpdated, saved, meta);
    return saved;
  }

  /**
   * Removes the article; its revisions stay in the store (by article id) so it can be recovered.
   * A deleted original's translations are kept, unlinked; a deleted translation's original stands
   * alone again when it has no other.
   */
  async delete(article: ArticleDocument, meta: RequestMeta): Promise<void> {
    const group = article.groupId ? (await this.articles.group(article.groupId)).filter((version) => version._id !== article._id) : [];
    if (!(await this.articles.delete(article._id))) throw fail('ARTICLE_NOT_FOUND');
    await this.leaveGroupAfterDelete(article, meta);
    // The article is gone either way; a counter left behind is a few bytes that no answer reads.
    await this.viewCounts.delete(article._id).catch((error: unknown) =>
      this.logger.warn(`Could not delete the view count of ${article.slug}: ${error instanceof Error ? error.message : String(error)}`),
    );
    await this.search.forget(article);
    await this.announce(EVENTS.articleDeleted, article, meta, group.map((version) => version.slug));
  }

  /** The versions linked to a deleted article: unlinked where it was their original, or where it was the original's last translation. */
  private async leaveGroupAfterDelete(article: ArticleDocument, meta: RequestMeta): Promise<void> {
    if (!article.groupId) return;
    const rest = await this.articles.group(article.groupId);
    const isOriginal = !article.translatedFrom;
    const unlink = isOriginal || !rest.some((version) => version.translatedFrom) ? rest : [];
    const unlinked: ArticleDocument[] = [];
    for (const version of unlink) {
      const after = await this.articles.unlink(version._id, article.groupId);
      if (after) unlinked.push(after);
    }
    if (unlinked.length === 0) return;
    await this.search.sync(unlinked);
    for (const version of unlinked) await this.announce(EVENTS.articleUpdated, version, meta, [article.slug]);
  }

  /**
   * Moves the article to a stored revision's fields while it is still at the version before;
   * answers the article as it then stands (already moved by whoever finished the save first), or
   * null when it is gone. A published result ends any review the draft was in.
   */
  private async finish(revision: RevisionDocument, meta: RequestMeta): Promise<ArticleDocument | null> {
    const fields = fieldsOf(revision);
    const review = fields.status === 'published' ? { review: null } : {};
    const saved = await this.articles.saveVersion(revision.articleId, revision.versionNumber - 1, { ...(await this.withExcerpt(fields)), ...review }, revision.timestamp);
    if (!saved) return this.articles.findById(revision.articleId);
    await this.search.sync([saved]);
    await this.announce(EVENTS.articleUpdated, saved, meta);
    return saved;
  }

  /**
   * The fields as an article stores them: with the excerpt of their content. Every write of the
   * content comes through here; a retag leaves content and excerpt as they are.
   */
  private async withExcerpt(fields: ArticleFields): Promise<ArticleFields & { excerpt: string }> {
    return { ...fields, excerpt: await this.html.excerpt(fields.content) };
  }

  /** Runs a revision insert; a clash on (articleId, versionNumber) means another save came first. */
  private async claim<T>(insert: () => Promise<T>, code: ErrorCode): Promise<T> {
    try {
      return await insert();
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw fail(code);
      throw error;
    }
  }

  private async insertWithFreeSlug(article: Omit<ArticleDocument, 'slug'>): Promise<ArticleDocument> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.articles.insert({ ...article, slug: await this.freeSlug(article.title) });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError && error.fields.includes('slug')) || attempt === SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * slugify(title), or with -2, -3, ... when another article (or one of `alsoTaken`) has it, or when
   * it names a route (an article titled 'Search' would be unreachable at /articles/search).
   */
  private async freeSlug(title: string, alsoTaken: ReadonlySet<string> = new Set()): Promise<string> {
    const base = slugify(title) || FALLBACK_SLUG;
    const taken = await this.articles.slugsLike(base);
    return freeSlug(base, (slug) => taken.has(slug) || alsoTaken.has(slug) || RESERVED_ARTICLE_SLUGS.includes(slug));
  }

  /**
   * `linkedSlugs`: the versions whose pages show this one's state; by default its group's others
   * as stored now (given where the group just changed).
   */
  private async announce(
    event: typeof EVENTS.articleCreated | typeof EVENTS.articleUpdated | typeof EVENTS.articleDeleted,
    article: ArticleDocument,
    meta: RequestMeta,
    linkedSlugs?: string[],
  ): Promise<void> {
    const linked =
      linkedSlugs ?? (article.groupId ? (await this.articles.group(article.groupId)).filter((version) => version._id !== article._id).map((version) => version.slug) : []);
    const data: ArticleChangedEvent = {
      id: article._id,
      slug: article.slug,
      title: article.title,
      categoryId: article.categoryId,
      tags: article.tags ?? [...ARTICLE_ANSWER_DEFAULTS.tags],
      status: article.status,
      images: article.images,
      uploadedImages: uploadedImagesOf(article),
      language: languageOf(article),
      linkedSlugs: linked,
    };
    return this.emit(event, data, meta);
  }

  /** The write is done; a subscriber that misses the event only serves its cache a little longer. */
  private async emit<E extends EventMessage>(event: E, data: PayloadOf<E>, meta: RequestMeta): Promise<void> {
    try {
      await this.events.emit(event, data, meta);
    } catch (error) {
      this.logger.warn(`${event.pattern} not delivered to every subscriber: ${String(error)}`);
    }
  }
}

/** An id of 24 hex that every replica derives alike from the same seed name. */
function seedIdOf(name: string): string {
  return createHash('sha1').update(name).digest('hex').slice(0, 24);
}

/** The id of the article seeded under `slug`: the same in every replica, so another article under that slug is told apart. */
export function seededArticleIdOf(slug: string): string {
  return seedIdOf(`article:${slug}`);
}

/** Stores a seed document unless another replica stored it first (refused on its id). */
async function storedOnce(insert: Promise<unknown>): Promise<void> {
  try {
    await insert;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}

/** The compared fields of a stored article. */
export function fieldsOf(article: ArticleFields): ArticleFields {
  const fields = {} as Record<keyof ArticleFields, unknown>;
  for (const name of ARTICLE_FIELD_NAMES) fields[name] = article[name];
  return fields as ArticleFields;
}

/** Whether a stored revision is the save this request makes (the request id comes from the caller, so the editor must match too). */
function isSameSave(revision: RevisionDocument, editedBy: string, meta: RequestMeta): boolean {
  return revision.savedByRequest === meta.requestId && revision.editedBy === editedBy;
}

function revisionOf(
  articleId: string,
  versionNumber: number,
  fields: ArticleFields,
  editedBy: string,
  timestamp: string,
  { changeDescription, change }: RevisionNote,
): NewDocument<RevisionDocument> {
  return { articleId, versionNumber, timestamp, editedBy, ...fieldsOf(fields), ...(changeDescription ? { changeDescription } : {}), ...(change ? { change } : {}) };
}
