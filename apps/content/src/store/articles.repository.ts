import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  articleInputSchema,
  articleListItemSchema,
  type ArticleAuthor,
  type ArticleLanguage,
  type ArticleInput,
  type ArticleListItem,
  type ArticleReview,
  type ArticleStatus,
  type CategoryArticles,
  type ReviewState,
  type TranslatedFrom,
  type SpecimenMaterial,
  type ContainerAdditive,
} from '@labmedicin/contracts';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type NewDocument,
  type StoredDocument,
} from '@labmedicin/platform';

/** Where the store keeps a field of the API's article under another name: the category by its id, the author as who created it. */
const STORED_AS = { category: 'categoryId', author: 'createdBy' } as const;
type StoredName<Field extends string> = Field extends keyof typeof STORED_AS ? (typeof STORED_AS)[Field] : Field;
const storedName = <Field extends string>(field: Field): StoredName<Field> =>
  ((STORED_AS as Record<string, string>)[field] ?? field) as StoredName<Field>;

/** The editor's fields (articleInputSchema), not the note that goes with a save nor the article a new one translates. */
type EditedField = Exclude<keyof ArticleInput, 'changeDescription' | 'translationOf'>;
const NOT_EDITED: readonly string[] = ['changeDescription', 'translationOf'];

/**
 * What an editor sets and a revision keeps: the editor's fields, the category as its id. An
 * article stored before languages were has no `language`: it is Swedish (languageOf).
 */
export type ArticleFields = { [Field in Exclude<EditedField, 'language'> as StoredName<Field>]: ArticleInput[Field] } & { language?: ArticleLanguage };

export const ARTICLE_FIELD_NAMES = (Object.keys(articleInputSchema.shape) as (keyof ArticleInput)[])
  .filter((field): field is EditedField => !NOT_EDITED.includes(field))
  .map(storedName);

/** A stored article. `version` is the number of its latest revision. */
export interface ArticleDocument extends StoredDocument, ArticleFields {
  /**
   * The content's start as plain text (excerptOf), stored whenever the content is written. Absent
   * on articles stored before excerpts were; ArticleResponses derives it for those.
   */
  excerpt?: string;
  slug: string;
  /**
   * Views counted while they were stored on the article itself; never written now (each report
   * rewrote the whole article). Answers show these plus the article's counter in 'articleViews'
   * (ArticleViewsRepository), so no count is lost or moved. Absent on articles created since.
   */
  views?: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Who created it; absent on articles stored before authors were (the seed): admins edit those. */
  createdBy?: ArticleAuthor;
  /** A draft's review; absent or null when none is under way. Not part of the revisions. */
  review?: ArticleReview | null;
  /**
   * The id of the request that created it (unique). A replica that takes over the requests of
   * one that died runs them again; a create that finds its article already stored answers that.
   * Absent on seeded articles.
   */
  createdByRequest?: string;
  /**
   * Set on a translation: the original (its slug, which never changes) and the original's version
   * it was translated from. Null or absent on originals and unlinked articles. Not part of the
   * revisions: restoring an old version never relinks or unlinks.
   */
  translatedFrom?: TranslatedFrom | null;
  /** Set on every linked article, original and translations alike: the original's id (groupOf). */
  groupId?: string;
  /** `<groupId>:<language>` on linked articles; unique, so a group never holds two versions in one language. */
  linkKey?: string;
}

/** An article as lists show it (articleListItemSchema): the document without its long HTML and tables; what is derived (outdated, translations) is read from its group. */
export type ArticleListRecord = Pick<ArticleDocument, Exclude<StoredName<keyof ArticleListItem>, 'outdated' | 'translations'>> & Pick<ArticleDocument, 'groupId'>;

/** What a search box's suggestions are made of; `analyses` absent on articles stored before they existed. */
export type ArticleNamesRecord = Pick<ArticleDocument, '_id' | 'slug' | 'title' | 'language' | 'status'> & Partial<Pick<ArticleDocument, 'analyses'>>;

/** What a translation's state (outdated, its group's versions) is read from. */
export type ArticleLinkRecord = Pick<ArticleDocument, '_id' | 'slug' | 'title' | 'status' | 'version' | 'updatedAt' | 'language' | 'translatedFrom' | 'groupId'>;

/** The language an article is written in: Swedish when stored before languages were. */
export function languageOf(article: Pick<ArticleDocument, 'language'>): ArticleLanguage {
  return article.language ?? DEFAULT_LANGUAGE;
}

/** The translation group an article belongs to: its original's id (its own id when it is not linked). */
export function groupOf(article: Pick<ArticleDocument, '_id' | 'groupId'>): string {
  return article.groupId ?? article._id;
}

/** The link fields of an article in a group (original or translation). */
export function linkKeyOf(groupId: string, language: ArticleLanguage): string {
  return `${groupId}:${language}`;
}

/** What the lab handbook's FHIR catalogue reads of an article. */
export type HandbookRecord = Pick<ArticleDocument, '_id' | 'slug' | 'title' | 'language' | 'analyses' | 'referenceRanges' | 'updatedAt'>;

/** An article as a category lists it. */
export type ArticleSummary = CategoryArticles['articles'][number];

/** What lists filter by, named as the API's query names it (articleListQuerySchema). */
export interface ArticleFilter {
  status?: ArticleStatus;
  categoryId?: string;
  tag?: string;
  review?: ReviewState;
  /** The id of the user who created them. */
  author?: string;
  /** Text the title or the summary contains, in any case. */
  search?: string;
  /** Only the versions written in this language. */
  articleLanguage?: ArticleLanguage;
  /** Articles with an analysis taken on this specimen material. */
  material?: SpecimenMaterial;
  /** Articles with an analysis in a tube with this additive. */
  additive?: ContainerAdditive;
  /**
   * The reader's language: of the linked versions that match, the one in this language stands for
   * its group and the others are left out; an unlinked article is kept whatever its language.
   */
  language?: ArticleLanguage;
}

/** The orders the store gives; by views is sorted over both collections (ArticlesService). */
export interface ArticleSort {
  field: 'updatedAt' | 'createdAt' | 'title';
  order: 'asc' | 'desc';
}

/** The stored fields of ArticleListRecord. */
const LIST_PROJECTION = {
  ...Object.fromEntries(
    Object.keys(articleListItemSchema.shape)
      .filter((field) => field !== 'outdated')
      .map((field) => [storedName(field), 1 as const]),
  ),
  groupId: 1 as const,
};

const LINK_PROJECTION = { slug: 1, title: 1, status: 1, version: 1, updatedAt: 1, language: 1, translatedFrom: 1, groupId: 1 } as const;

const byTitle = new Intl.Collator('sv').compare;

/** ObjectId's per-process random part and counter, so ids minted in one second still sort by creation. */
/** The 'articles' collection. Returns plain objects. */
@Injectable()
export class ArticlesRepository implements OnModuleInit {
  private readonly articles: DocumentCollection<ArticleDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.articles = store.collection<ArticleDocument>('articles');
  }

  async onModuleInit(): Promise<void> {
    await this.articles.ensureIndex({ fields: { categoryId: 1 } });
    await this.articles.ensureIndex({ fields: { slug: 1 }, unique: true });
    await this.articles.ensureIndex({ fields: { status: 1 } });
    await this.articles.ensureIndex({ fields: { tags: 1 } });
    await this.articles.ensureIndex({ fields: { 'createdBy.id': 1 } });
    await this.articles.ensureIndex({ fields: { createdByRequest: 1 }, unique: true, sparse: true });
    await this.articles.ensureIndex({ fields: { groupId: 1 } });
    await this.articles.ensureIndex({ fields: { linkKey: 1 }, unique: true, sparse: true });
  }

  findCreatedBy(requestId: string): Promise<ArticleDocument | null> {
    return this.articles.findOne({ createdByRequest: requestId });
  }

  insert(article: NewDocument<ArticleDocument>): Promise<ArticleDocument> {
    return this.articles.insertOne(article);
  }

  findBySlug(slug: string): Promise<ArticleDocument | null> {
    return this.articles.findOne({ slug });
  }

  findById(id: string): Promise<ArticleDocument | null> {
    return this.articles.findById(id);
  }

  /** List records of the given ids, in the order of the ids; ids without an article are left out. */
  async listRecordsByIds(ids: string[]): Promise<ArticleListRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.articles.find({ _id: { $in: ids } }, { projection: LIST_PROJECTION });
    const byId = new Map(rows.map((row) => [row._id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The names of the given articles a search box suggests (title, analyses), in the order of the ids; ids without an article are left out. */
  async namesByIds(ids: string[]): Promise<ArticleNamesRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.articles.find({ _id: { $in: ids } }, { projection: { slug: 1, title: 1, language: 1, status: 1, analyses: 1 } });
    const byId = new Map(rows.map((row) => [row._id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The content of each of the given articles, by id; ids without an article are left out. */
  async contentsByIds(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.articles.find({ _id: { $in: ids } }, { projection: { content: 1 } });
    return new Map(rows.map((row) => [row._id, row.content]));
  }

  /** One page of list records and the number of all that match. Titles sort in Swedish order. */
  async page(filter: ArticleFilter, sort: ArticleSort, page: number, limit: number): Promise<{ records: ArticleListRecord[]; total: number }> {
    const query = await this.queryOf(filter);
    const skip = (page - 1) * limit;
    // Titles in Swedish order (å, ä, ö after z, case ignored); the embedded store keeps that order until the next write.
    const collation = sort.field === 'title' ? 'sv' : undefined;
    const [records, total] = await Promise.all([
      this.articles.find(query, { projection: LIST_PROJECTION, sort: { [sort.field]: sort.order === 'asc' ? 1 : -1 }, skip, limit, collation }),
      this.articles.count(query),
    ]);
    return { records, total };
  }

  /** Slug, last change, language and group of every published article, by slug (what a sitemap lists). */
  publishedIndex(): Promise<Pick<ArticleDocument, '_id' | 'slug' | 'updatedAt' | 'language' | 'groupId'>[]> {
    return this.articles.find({ status: 'published' }, { projection: { slug: 1, updatedAt: 1, language: 1, groupId: 1 }, sort: { slug: 1 } });
  }

  /** The versions of a translation group, original and translations, whatever their status. */
  group(groupId: string): Promise<ArticleLinkRecord[]> {
    return this.articles.find({ groupId }, { projection: LINK_PROJECTION, sort: { _id: 1 } });
  }

  /** The versions of the given groups, whatever their status. */
  groups(groupIds: string[]): Promise<ArticleLinkRecord[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.articles.find({ groupId: { $in: [...new Set(groupIds)] } }, { projection: LINK_PROJECTION });
  }

  /**
   * Links an article into a group as the version in its language, unless it is linked already
   * (null) or the group has a version in that language (DuplicateKeyError on linkKey). An original
   * gets translatedFrom null.
   */
  link(id: string, groupId: string, language: ArticleLanguage, translatedFrom: TranslatedFrom | null): Promise<ArticleDocument | null> {
    return this.articles.updateOne(
      { _id: id, groupId: { $exists: false } },
      { $set: { groupId, linkKey: linkKeyOf(groupId, language), language, translatedFrom } },
    );
  }

  /** Takes an article out of its group: it stands alone again (null when it was in no group). */
  unlink(id: string, groupId: string): Promise<ArticleDocument | null> {
    return this.articles.updateOne({ _id: id, groupId }, { $set: { translatedFrom: null }, $unset: { groupId: true, linkKey: true } });
  }

  /** A translation is brought up to date with its original's version (null when it is no longer its translation). */
  setTranslatedFrom(id: string, translatedFrom: TranslatedFrom): Promise<ArticleDocument | null> {
    return this.articles.updateOne({ _id: id, 'translatedFrom.slug': translatedFrom.slug }, { $set: { translatedFrom } });
  }

  /** Slugs in use that are `base` or `base-<n>`. `base` is slugify output (no regex characters). */
  async slugsLike(base: string): Promise<Set<string>> {
    const rows = await this.articles.find({ slug: { $regex: new RegExp(`^${base}(-\\d+)?$`) } }, { projection: { slug: 1 } });
    return new Set(rows.map((row) => row.slug));
  }

  /**
   * Sets fields on the article only while it is still at `version`, moving it to the next one;
   * null when another save got there first (or the article is gone).
   */
  saveVersion(id: string, version: number, fields: Partial<ArticleFields & Pick<ArticleDocument, 'excerpt' | 'review'>>, updatedAt: string): Promise<ArticleDocument | null> {
    return this.articles.updateOne({ _id: id, version }, { $set: { ...fields, version: version + 1, updatedAt } });
  }

  /** Sets a draft's review while the article is still at `version`; null when it moved on (or is gone). */
  setReview(id: string, version: number, review: ArticleReview): Promise<ArticleDocument | null> {
    return this.articles.updateOne({ _id: id, version }, { $set: { review } });
  }

  delete(id: string): Promise<boolean> {
    return this.articles.deleteOne({ _id: id });
  }

  /** Every article (any status) carrying at least one of the tags. */
  withAnyTag(tags: string[]): Promise<ArticleDocument[]> {
    return this.articles.find({ tags: { $in: tags } });
  }

  /** How many articles carry each tag, of one status or of all; with the reader's language, each translation group once (ArticleFilter.language). */
  async tagCounts(status?: ArticleStatus, language?: ArticleLanguage): Promise<Map<string, number>> {
    if (!language) return this.articles.countValues(status ? { status } : {}, 'tags');
    return this.articles.countValues(await this.queryOf({ status, language }), 'tags');
  }

  /**
   * What the orders the store cannot give are sorted by, of every match: the views stored on the
   * article itself (ArticleDocument.views) and its category.
   */
  async sortKeysOf(filter: ArticleFilter): Promise<Pick<ArticleDocument, '_id' | 'views' | 'categoryId'>[]> {
    return this.articles.find(await this.queryOf(filter), { projection: { views: 1, categoryId: 1 } });
  }

  async exists(id: string): Promise<boolean> {
    return (await this.articles.count({ _id: id })) > 0;
  }

  /** Every article that shows the stored image `filename` (its `images` hold the sources its HTML shows, too). */
  showingUpload(filename: string): Promise<ArticleDocument[]> {
    return this.articles.find({ images: { $regex: new RegExp(`/uploads/${escapeRegExp(filename)}([?#]|$)`, 'i') } });
  }

  /** A page of whole articles in id order, and how many there are. */
  async pageById(page: number, limit: number): Promise<{ records: ArticleDocument[]; total: number }> {
    const [records, total] = await Promise.all([this.articles.find({}, { sort: { _id: 1 }, skip: (page - 1) * limit, limit }), this.articles.count({})]);
    return { records, total };
  }

  all(): Promise<ArticleDocument[]> {
    return this.articles.find({});
  }

  /** The next `size` articles after the id (from the first when null), by id: the whole store a batch at a time. */
  batchAfter(id: string | null, size: number): Promise<ArticleDocument[]> {
    return this.articles.find(id === null ? {} : { _id: { $gt: id } }, { sort: { _id: 1 }, limit: size });
  }

  inCategory(categoryId: string): Promise<ArticleDocument[]> {
    return this.articles.find({ categoryId });
  }

  countAll(): Promise<number> {
    return this.articles.count({});
  }

  /**
   * Article counts of the given categories in one query; a category without articles is absent.
   * With the reader's language, a translation group counts once (ArticleFilter.language).
   */
  async countByCategory(categoryIds: string[], { publishedOnly, language }: { publishedOnly: boolean; language?: ArticleLanguage }): Promise<Map<string, number>> {
    if (categoryIds.length === 0) return new Map();
    const filter = await this.queryOf({ status: publishedOnly ? 'published' : undefined, language });
    return this.articles.countValues({ ...filter, categoryId: { $in: categoryIds } }, 'categoryId');
  }

  /**
   * The store's filter for an ArticleFilter. For the reader's language, the linked versions that
   * match are read first (only linked articles: a few per group), and those whose group also
   * matches in the reader's language are left out.
   */
  private async queryOf(filter: ArticleFilter): Promise<Filter> {
    const query = filterOf(filter);
    if (!filter.language) return query;
    const linked = await this.articles.find({ ...query, groupId: { $exists: true } }, { projection: { groupId: 1, language: 1 } });
    const inReaderLanguage = new Set(linked.filter((row) => languageOf(row) === filter.language).map((row) => row.groupId));
    const shadowed = linked.filter((row) => languageOf(row) !== filter.language && inReaderLanguage.has(row.groupId)).map((row) => row._id);
    return shadowed.length === 0 ? query : { ...query, _id: { $nin: shadowed } };
  }

  /**
   * The published articles that describe analyses, slug order, with what the lab handbook's FHIR
   * catalogue maps: in the reader's language (ArticleFilter.language), or every language when none is given.
   */
  async handbook(language?: ArticleLanguage): Promise<HandbookRecord[]> {
    const filter = await this.queryOf({ status: 'published', language });
    const rows = await this.articles.find(filter, { projection: { slug: 1, title: 1, language: 1, analyses: 1, referenceRanges: 1, updatedAt: 1 }, sort: { slug: 1 } });
    return rows.filter((row) => (row.analyses?.length ?? 0) > 0);
  }

  countInCategory(categoryId: string): Promise<number> {
    return this.articles.count({ categoryId });
  }

  /** Every article of a category, whatever its status, by title. */
  async listInCategory(categoryId: string): Promise<ArticleSummary[]> {
    const rows = await this.articles.find({ categoryId }, { projection: { slug: 1, title: 1, status: 1 } });
    return rows
      .map(({ _id, slug, title, status }) => ({ _id, slug, title, status }))
      .sort((a, b) => byTitle(a.title, b.title));
  }

  /** Moves every article of one category to another; returns how many moved. */
  moveCategory(fromCategoryId: string, toCategoryId: string): Promise<number> {
    return this.articles.updateMany({ categoryId: fromCategoryId }, { $set: { categoryId: toCategoryId } });
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The store's filter for articles written in a language; those stored before languages were are Swedish. */
function inLanguage(language: ArticleLanguage): unknown {
  return language === DEFAULT_LANGUAGE ? { $nin: LANGUAGES.filter((other) => other !== language) } : language;
}

function filterOf({ status, categoryId, tag, review, author, search, articleLanguage, material, additive }: ArticleFilter): Filter {
  const filter: Filter = {};
  // A dotted path reaches into every analysis of the list, in both stores.
  if (material) filter['analyses.specimen.material'] = material;
  if (additive) filter['analyses.specimen.additive'] = additive;
  if (articleLanguage) filter.language = inLanguage(articleLanguage);
  if (search) {
    const contains = new RegExp(escapeRegExp(search), 'i');
    filter.$or = [{ title: { $regex: contains } }, { summary: { $regex: contains } }];
  }
  if (author) filter['createdBy.id'] = author;
  if (review) filter['review.state'] = review;
  if (status) filter.status = status;
  if (categoryId) filter.categoryId = categoryId;
  if (tag) filter.tags = tag;
  return filter;
}
