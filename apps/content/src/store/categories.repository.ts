import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Category } from '@labmedicin/contracts';
import { CREATED_BY_REQUEST, DOCUMENT_STORE, type DocumentCollection, type DocumentStore } from '@labmedicin/platform';

/** A stored category as the service sees it: the Category without its computed articleCount. */
export type CategoryRecord = Omit<Category, 'articleCount'>;

/**
 * What a write sets; the repository adds the timestamps. `nameEn`: the English name, left out
 * when it is the same as `name` (the Swedish one); `descriptionEn`: the English description, left
 * out when there is none.
 */
export type CategoryValues = Pick<CategoryRecord, 'name' | 'slug' | 'description' | 'color'> & { nameEn?: string; descriptionEn?: string };

/**
 * `nameKey` is the name folded for comparison; its unique index makes names unique regardless of
 * case. `nameEn` is absent when the English name is the Swedish one (and on categories stored
 * before names had languages).
 */
interface CategoryDocument extends Omit<CategoryRecord, 'names' | 'descriptions'> {
  nameEn?: string;
  /** Absent when the category has no English description (and on categories stored before it could). */
  descriptionEn?: string;
  nameKey: string;
  /** The id of the request that created it (unique; absent on seeded categories). */
  createdByRequest?: string;
}

const byName = new Intl.Collator('sv').compare;

function nameKeyOf(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('sv');
}

/** The 'categories' collection. Returns plain objects. */
@Injectable()
export class CategoriesRepository implements OnModuleInit {
  private readonly categories: DocumentCollection<CategoryDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.categories = store.collection<CategoryDocument>('categories');
  }

  async onModuleInit(): Promise<void> {
    await this.categories.ensureIndex({ fields: { nameKey: 1 }, unique: true });
    await this.categories.ensureIndex({ fields: { slug: 1 }, unique: true });
    await this.categories.ensureIndex({ fields: { [CREATED_BY_REQUEST]: 1 }, unique: true, sparse: true });
  }

  /** Every category, by name in Swedish order (å, ä, ö after z). */
  async findAll(): Promise<CategoryRecord[]> {
    const rows = await this.categories.find({});
    return rows.map(toRecord).sort((a, b) => byName(a.name, b.name));
  }

  async findById(id: string): Promise<CategoryRecord | null> {
    const row = await this.categories.findById(id);
    return row && toRecord(row);
  }

  /** The category whose name equals `name` ignoring case, other than `exceptId`. */
  async findByName(name: string, exceptId?: string): Promise<CategoryRecord | null> {
    const filter = exceptId ? { nameKey: nameKeyOf(name), _id: { $ne: exceptId } } : { nameKey: nameKeyOf(name) };
    const row = await this.categories.findOne(filter);
    return row && toRecord(row);
  }

  /** Slugs in use that are `base` or `base-<n>`, other than `exceptId`'s. `base` is slugify output. */
  async slugsLike(base: string, exceptId?: string): Promise<Set<string>> {
    const filter: Record<string, unknown> = { slug: { $regex: new RegExp(`^${base}(-\\d+)?$`) } };
    if (exceptId) filter._id = { $ne: exceptId };
    const rows = await this.categories.find(filter, { projection: { slug: 1 } });
    return new Set(rows.map((row) => row.slug));
  }

  async isEmpty(): Promise<boolean> {
    return (await this.categories.count({})) === 0;
  }

  /** DuplicateKeyError when the name or slug is taken, or `requestId` created one already. */
  async create(values: CategoryValues, requestId: string): Promise<CategoryRecord> {
    const now = new Date().toISOString();
    return toRecord(
      await this.categories.insertOne({ ...values, nameKey: nameKeyOf(values.name), createdAt: now, updatedAt: now, createdByRequest: requestId }),
    );
  }

  /** The category `requestId` created, if it still has the name it was created with. */
  async findCreatedBy(requestId: string, name: string): Promise<CategoryRecord | null> {
    const row = await this.categories.findOne({ [CREATED_BY_REQUEST]: requestId });
    return row && (row.nameKey === nameKeyOf(name) ? toRecord(row) : null);
  }

  /** Inserts several at once (all or none where the store allows); returns how many. */
  async createMany(values: CategoryValues[]): Promise<number> {
    const now = new Date().toISOString();
    const rows = await this.categories.insertMany(
      values.map((v) => ({ ...v, nameKey: nameKeyOf(v.name), createdAt: now, updatedAt: now })),
    );
    return rows.length;
  }

  async update(id: string, { nameEn, descriptionEn, ...values }: CategoryValues): Promise<CategoryRecord | null> {
    // An English name left blank is the Swedish one again; an English description left blank is none.
    const unset = { ...(nameEn ? {} : { nameEn: true as const }), ...(descriptionEn ? {} : { descriptionEn: true as const }) };
    const row = await this.categories.updateOne(
      { _id: id },
      {
        $set: { ...values, ...(nameEn ? { nameEn } : {}), ...(descriptionEn ? { descriptionEn } : {}), nameKey: nameKeyOf(values.name), updatedAt: new Date().toISOString() },
        ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
      },
    );
    return row && toRecord(row);
  }

  delete(id: string): Promise<boolean> {
    return this.categories.deleteOne({ _id: id });
  }
}

function toRecord({ _id, name, nameEn, slug, description, descriptionEn, color, createdAt, updatedAt }: CategoryDocument): CategoryRecord {
  return { _id, name, names: { sv: name, en: nameEn || name }, slug, description, descriptions: { sv: description, en: descriptionEn ?? '' }, color, createdAt, updatedAt };
}
