import {
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type NewDocument,
  type StoredDocument,
  type Update,
} from './document-store.port';

/** Storage of one test: opened again after close(), it holds the same data. */
export interface DocumentStoreHarness {
  open(): Promise<DocumentStore>;
  remove(): Promise<void>;
}

interface Analyte extends StoredDocument {
  code: string;
  name: string;
  status: 'draft' | 'published';
  views: number;
  tags: string[];
  reference?: { low: number; high: number; unit: string };
  retiredAt?: string | null;
  aliases?: string[];
  edits?: number;
}

interface User extends StoredDocument {
  email: string;
  username: string;
  slug?: string;
}

interface Translation extends StoredDocument {
  analyteCode: string;
  lang: 'sv' | 'en';
  title: string;
}

/** Inserted in this order, so _id order is HB, CRP, TSH, HBA1C, FERRITIN. */
const ANALYTES: NewDocument<Analyte>[] = [
  { code: 'HB', name: 'Hemoglobin', status: 'published', views: 120, tags: ['blood', 'routine'], reference: { low: 134, high: 170, unit: 'g/L' } },
  { code: 'CRP', name: 'C-reaktivt protein', status: 'published', views: 300, tags: ['inflammation', 'routine'], reference: { low: 0, high: 5, unit: 'mg/L' } },
  { code: 'TSH', name: 'Tyreoideastimulerande hormon', status: 'draft', views: 45, tags: ['thyroid'], reference: { low: 0.4, high: 4, unit: 'mIE/L' } },
  { code: 'HBA1C', name: 'HbA1c', status: 'published', views: 120, tags: [], retiredAt: null },
  { code: 'FERRITIN', name: 'Ferritin', status: 'draft', views: 0, tags: ['blood'], retiredAt: '2024-05-01' },
];

const HEX_ID = /^[0-9a-f]{24}$/;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the operation to be rejected');
}

export interface DocumentStoreContractOptions {
  /**
   * Why the server below cannot be held to atomic updates under concurrency (a wire-compatible
   * stand-in rather than MongoDB): those tests are then reported as skipped with this reason.
   */
  withoutAtomicUpdates?: string;
  /** Why the server below cannot be held to refusing an index on the same fields with other options. */
  withoutIndexOptionConflicts?: string;
}

/**
 * The behaviour every DocumentStore adapter must have: the MongoDB meaning of the port's filters
 * and updates, ids, order, unique indexes, persistence and atomic updates. Each test gets its own
 * storage from the harness.
 */
export function describeDocumentStoreContract(
  name: string,
  makeHarness: () => Promise<DocumentStoreHarness>,
  options: DocumentStoreContractOptions = {},
): void {
  const atomic = (title: string, test: () => Promise<void>) =>
    options.withoutAtomicUpdates ? it.skip(`${title} (skipped: ${options.withoutAtomicUpdates})`, test) : it(title, test);
  const indexOptionConflicts = (title: string, test: () => Promise<void>) =>
    options.withoutIndexOptionConflicts ? it.skip(`${title} (skipped: ${options.withoutIndexOptionConflicts})`, test) : it(title, test);

  describe(`${name} (document store contract)`, () => {
    let harness: DocumentStoreHarness;
    let store: DocumentStore;
    let analytes: DocumentCollection<Analyte>;

    beforeEach(async () => {
      harness = await makeHarness();
      store = await harness.open();
      analytes = store.collection<Analyte>('analytes');
    });
    afterEach(async () => {
      await store.close();
      await harness.remove();
    });

    const seed = () => analytes.insertMany(ANALYTES);
    const codes = async (filter: Filter, options?: FindOptions) => (await analytes.find(filter, options)).map((analyte) => analyte.code);
    const byCode = async (code: string) => {
      const found = await analytes.findOne({ code });
      if (!found) throw new Error(`analyte ${code} is missing`);
      return found;
    };

    describe('ids and documents', () => {
      it('gives inserted documents 24-hex ids that grow with insertion order and finds them by id', async () => {
        const first = await analytes.insertOne(ANALYTES[0]);
        const second = await analytes.insertOne(ANALYTES[1]);
        expect(first._id).toMatch(HEX_ID);
        expect(second._id).toMatch(HEX_ID);
        expect(first._id < second._id).toBe(true);
        expect(first).toEqual({ ...ANALYTES[0], _id: first._id });
        expect(await analytes.findById(first._id)).toEqual(first);
      });

      it('keeps a given ObjectId, rejects a malformed one and finds nothing for unknown or malformed ids', async () => {
        const id = '65f1a2b3c4d5e6f7a8b9c0d1';
        expect((await analytes.insertOne({ ...ANALYTES[0], _id: id }))._id).toBe(id);
        await expect(analytes.insertOne({ ...ANALYTES[1], _id: 'crp' })).rejects.toThrow(/24 hex/);
        expect(await analytes.findById('65f1a2b3c4d5e6f7a8b9c0d2')).toBeNull();
        expect(await analytes.findById('not-an-id')).toBeNull();
        expect(await analytes.count({})).toBe(1);
      });

      it('returns plain copies: changing a returned document changes nothing stored', async () => {
        const inserted = await analytes.insertOne(ANALYTES[0]);
        const found = await analytes.findById(inserted._id);
        expect(Object.getPrototypeOf(found)).toBe(Object.prototype);
        expect(typeof found?._id).toBe('string');
        found?.tags.push('changed');
        inserted.tags.push('changed');
        expect((await analytes.findById(inserted._id))?.tags).toEqual(['blood', 'routine']);
      });

      it('stores Dates as Dates and compares them', async () => {
        const events = store.collection<StoredDocument & { at: Date }>('events');
        await events.insertMany([{ at: new Date('2024-01-01T00:00:00Z') }, { at: new Date('2024-06-01T00:00:00Z') }]);
        const later = await events.find({ at: { $gt: new Date('2024-03-01T00:00:00Z') } });
        expect(later).toHaveLength(1);
        expect(later[0].at).toBeInstanceOf(Date);
        expect(later[0].at.toISOString()).toBe('2024-06-01T00:00:00.000Z');
      });

      it('drops undefined properties instead of storing them', async () => {
        const inserted = await analytes.insertOne({ ...ANALYTES[0], retiredAt: undefined });
        expect('retiredAt' in inserted).toBe(false);
        expect(await analytes.count({ retiredAt: { $exists: true } })).toBe(0);
      });

      it('keeps collections apart', async () => {
        await seed();
        expect(await store.collection('comments').count({})).toBe(0);
        expect(await analytes.count({})).toBe(5);
      });
    });

    describe('filters', () => {
      beforeEach(seed);

      it('matches equality, dotted paths, array elements and whole arrays', async () => {
        expect(await codes({ status: 'published' })).toEqual(['HB', 'CRP', 'HBA1C']);
        expect(await codes({ 'reference.unit': 'g/L' })).toEqual(['HB']);
        expect(await codes({ tags: 'blood' })).toEqual(['HB', 'FERRITIN']);
        expect(await codes({ tags: ['blood', 'routine'] })).toEqual(['HB']);
        expect(await codes({ code: { $eq: 'TSH' } })).toEqual(['TSH']);
        expect(await codes({ status: 'published', views: 120 })).toEqual(['HB', 'HBA1C']);
      });

      it('matches null against null and missing fields', async () => {
        expect(await codes({ retiredAt: null })).toEqual(['HB', 'CRP', 'TSH', 'HBA1C']);
        expect(await codes({ retiredAt: { $ne: null } })).toEqual(['FERRITIN']);
        expect(await codes({ retiredAt: { $in: [null, '2024-05-01'] } })).toEqual(['HB', 'CRP', 'TSH', 'HBA1C', 'FERRITIN']);
      });

      it('$in and $nin, on scalars and on arrays (where $nin excludes any element in the list)', async () => {
        expect(await codes({ code: { $in: ['TSH', 'HB', 'XX'] } })).toEqual(['HB', 'TSH']);
        expect(await codes({ tags: { $in: ['thyroid', 'inflammation'] } })).toEqual(['CRP', 'TSH']);
        expect(await codes({ code: { $nin: ['HB', 'CRP'] } })).toEqual(['TSH', 'HBA1C', 'FERRITIN']);
        expect(await codes({ tags: { $nin: ['routine'] } })).toEqual(['TSH', 'HBA1C', 'FERRITIN']);
      });

      it('$ne excludes arrays holding the value and matches missing fields', async () => {
        expect(await codes({ status: { $ne: 'draft' } })).toEqual(['HB', 'CRP', 'HBA1C']);
        expect(await codes({ tags: { $ne: 'blood' } })).toEqual(['CRP', 'TSH', 'HBA1C']);
        expect(await codes({ 'reference.unit': { $ne: 'g/L' } })).toEqual(['CRP', 'TSH', 'HBA1C', 'FERRITIN']);
      });

      it('$gt, $gte, $lt and $lte on numbers, nested numbers and strings', async () => {
        expect(await codes({ views: { $gt: 45 } })).toEqual(['HB', 'CRP', 'HBA1C']);
        expect(await codes({ views: { $gte: 45, $lt: 300 } })).toEqual(['HB', 'TSH', 'HBA1C']);
        expect(await codes({ views: { $lte: 45 } })).toEqual(['TSH', 'FERRITIN']);
        expect(await codes({ 'reference.high': { $lt: 10 } })).toEqual(['CRP', 'TSH']);
        expect(await codes({ code: { $gt: 'HB' } })).toEqual(['TSH', 'HBA1C']);
      });

      it('$exists tells a missing field from a null one', async () => {
        expect(await codes({ reference: { $exists: false } })).toEqual(['HBA1C', 'FERRITIN']);
        expect(await codes({ retiredAt: { $exists: true } })).toEqual(['HBA1C', 'FERRITIN']);
      });

      it('$regex as a RegExp, with flags, as a string with $options and on array elements', async () => {
        expect(await codes({ name: /^h/i })).toEqual(['HB', 'HBA1C']);
        expect(await codes({ name: /^h/ })).toEqual([]);
        expect(await codes({ name: { $regex: /PROTEIN/i } })).toEqual(['CRP']);
        expect(await codes({ name: { $regex: 'HORMON$', $options: 'i' } })).toEqual(['TSH']);
        // A global RegExp must not carry its position from one document to the next.
        expect(await codes({ status: /publ/g })).toEqual(['HB', 'CRP', 'HBA1C']);
        expect(await codes({ tags: /^infl/ })).toEqual(['CRP']);
      });

      it('$or, $and and field-level $not', async () => {
        expect(await codes({ $or: [{ code: 'TSH' }, { views: { $gte: 300 } }] })).toEqual(['CRP', 'TSH']);
        expect(await codes({ $and: [{ tags: 'blood' }, { status: 'draft' }] })).toEqual(['FERRITIN']);
        expect(await codes({ views: { $not: { $gt: 100 } } })).toEqual(['TSH', 'FERRITIN']);
        expect(await codes({ name: { $not: /^h/i } })).toEqual(['CRP', 'TSH', 'FERRITIN']);
        expect(await codes({ $or: [{ status: 'draft', views: { $gt: 10 } }, { $and: [{ tags: 'routine' }, { code: { $ne: 'HB' } }] }] })).toEqual([
          'CRP',
          'TSH',
        ]);
      });

      it('rejects an undefined filter value instead of matching everything', async () => {
        await expect(analytes.find({ code: undefined })).rejects.toThrow(/undefined/);
        await expect(analytes.deleteMany({ status: { $in: ['draft', undefined] } })).rejects.toThrow(/undefined/);
        expect(await analytes.count({})).toBe(5);
      });

      it('counts the values of a field over what a filter matches, each value once per document', async () => {
        await analytes.insertOne({ ...ANALYTES[0], code: 'TWICE', tags: ['routine', 'routine'] });
        expect(Object.fromEntries(await analytes.countValues({}, 'tags'))).toEqual({ blood: 2, routine: 3, inflammation: 1, thyroid: 1 });
        expect(Object.fromEntries(await analytes.countValues({ status: 'published' }, 'tags'))).toEqual({ blood: 1, routine: 3, inflammation: 1 });
        expect(Object.fromEntries(await analytes.countValues({ status: 'draft' }, 'status'))).toEqual({ draft: 2 });
        expect((await analytes.countValues({ code: 'ALAT' }, 'tags')).size).toBe(0);
        // A later write is counted: nothing kept from before it is answered.
        await analytes.updateMany({ status: 'draft' }, { $set: { status: 'published' } });
        expect((await analytes.countValues({ status: 'draft' }, 'status')).size).toBe(0);
      });

      it('counts what a filter matches', async () => {
        expect(await analytes.count({})).toBe(5);
        expect(await analytes.count({ status: 'draft' })).toBe(2);
        expect(await analytes.count({ tags: { $ne: 'routine' }, views: { $gt: 10 } })).toBe(2);
      });
    });

    describe('sort, skip, limit and projection', () => {
      beforeEach(seed);

      it('returns insertion (_id) order without a sort and sorts by several keys', async () => {
        expect(await codes({})).toEqual(['HB', 'CRP', 'TSH', 'HBA1C', 'FERRITIN']);
        expect(await codes({}, { sort: { views: -1, code: 1 } })).toEqual(['CRP', 'HB', 'HBA1C', 'TSH', 'FERRITIN']);
        expect(await codes({}, { sort: { 'reference.high': 1, code: 1 } })).toEqual(['FERRITIN', 'HBA1C', 'TSH', 'CRP', 'HB']);
      });

      it('breaks ties by _id so that pages do not overlap', async () => {
        expect(await codes({}, { sort: { status: 1 } })).toEqual(['TSH', 'FERRITIN', 'HB', 'CRP', 'HBA1C']);
        const pages = [
          await codes({}, { sort: { status: 1 }, limit: 2 }),
          await codes({}, { sort: { status: 1 }, skip: 2, limit: 2 }),
          await codes({}, { sort: { status: 1 }, skip: 4, limit: 2 }),
        ];
        expect(pages).toEqual([['TSH', 'FERRITIN'], ['HB', 'CRP'], ['HBA1C']]);
      });

      it('skips and limits after sorting', async () => {
        expect(await codes({}, { sort: { views: -1, code: 1 }, skip: 1, limit: 2 })).toEqual(['HB', 'HBA1C']);
        expect(await codes({ status: 'draft' }, { skip: 5 })).toEqual([]);
      });

      it('projects by inclusion and by exclusion and always returns _id', async () => {
        const included = await analytes.find({ code: { $in: ['HB', 'HBA1C'] } }, { projection: { code: 1, 'reference.unit': 1, _id: 0 } });
        expect(included).toEqual([
          { _id: expect.stringMatching(HEX_ID), code: 'HB', reference: { unit: 'g/L' } },
          { _id: expect.stringMatching(HEX_ID), code: 'HBA1C' },
        ]);
        const excluded = await analytes.findOne({ code: 'TSH' }, { projection: { tags: 0, reference: 0 } });
        expect(excluded).toEqual({ _id: expect.stringMatching(HEX_ID), code: 'TSH', name: ANALYTES[2].name, status: 'draft', views: 45 });
      });

      it('sorts strings in Swedish order with the sv collation, pages and projections included', async () => {
        const names = ['Östrogen', 'alfa', 'Zink', 'Ägg', 'Beta', 'Åska', 'beta'];
        await analytes.insertMany(names.map((name, n) => ({ ...ANALYTES[0], code: `C${n}`, name })));
        const added = { code: { $in: names.map((_, n) => `C${n}`) } };
        const named = async (options: FindOptions) => (await analytes.find(added, { ...options, projection: { name: 1 } })).map((found) => found.name);
        // By code unit capitals, then lower case, then Ä before Å; in Swedish case only breaks ties and Å, Ä, Ö follow Z.
        expect(await named({ sort: { name: 1 } })).toEqual(['Beta', 'Zink', 'alfa', 'beta', 'Ägg', 'Åska', 'Östrogen']);
        expect(await named({ sort: { name: 1 }, collation: 'sv' })).toEqual(['alfa', 'beta', 'Beta', 'Zink', 'Åska', 'Ägg', 'Östrogen']);
        expect(await named({ sort: { name: -1 }, collation: 'sv', skip: 1, limit: 3 })).toEqual(['Ägg', 'Åska', 'Zink']);
        const [first] = await analytes.find(added, { sort: { name: 1 }, collation: 'sv', limit: 1, projection: { name: 1 } });
        expect(first).toEqual({ _id: expect.stringMatching(HEX_ID), name: 'alfa' });
      });

      it('findOne takes the first by sort, or by _id, and null when nothing matches', async () => {
        expect((await analytes.findOne({ status: 'published' }, { sort: { views: -1 } }))?.code).toBe('CRP');
        expect((await analytes.findOne({ status: 'published' }))?.code).toBe('HB');
        expect(await analytes.findOne({ code: 'ALAT' })).toBeNull();
      });
    });

    describe('updates', () => {
      beforeEach(seed);

      it('updateOne returns the document after the update, and null when nothing matched', async () => {
        const updated = await analytes.updateOne({ code: 'HB' }, { $set: { status: 'draft', 'reference.unit': 'g/dL' } });
        expect(updated).toEqual({ ...ANALYTES[0], _id: expect.stringMatching(HEX_ID), status: 'draft', reference: { low: 134, high: 170, unit: 'g/dL' } });
        expect(await byCode('HB')).toEqual(updated);
        expect(await analytes.updateOne({ code: 'ALAT' }, { $set: { views: 1 } })).toBeNull();
        expect(await analytes.count({ code: 'ALAT' })).toBe(0);
      });

      it('updateOne changes only the first match in _id order', async () => {
        expect((await analytes.updateOne({ status: 'published' }, { $inc: { views: 1 } }))?.code).toBe('HB');
        expect((await analytes.find({ status: 'published' })).map((a) => a.views)).toEqual([121, 300, 120]);
      });

      it('$set creates missing nested objects and ignores undefined values', async () => {
        const updated = await analytes.updateOne({ code: 'HBA1C' }, { $set: { 'reference.unit': 'mmol/mol', status: undefined } });
        expect(updated?.reference).toEqual({ unit: 'mmol/mol' });
        expect(updated?.status).toBe('published');
      });

      it('$unset removes fields', async () => {
        const updated = await analytes.updateOne({ code: 'HB' }, { $unset: { reference: '', 'tags': 1 } });
        expect(updated && ('reference' in updated || 'tags' in updated)).toBe(false);
        expect(await codes({ reference: { $exists: false } })).toEqual(['HB', 'HBA1C', 'FERRITIN']);
      });

      it('$inc adds to a number and starts a missing one', async () => {
        const updated = await analytes.updateOne({ code: 'TSH' }, { $inc: { views: 5, edits: 1, 'reference.high': -0.5 } });
        expect(updated).toMatchObject({ views: 50, edits: 1, reference: { high: 3.5 } });
      });

      it('$addToSet adds only what is missing, with and without $each', async () => {
        expect((await analytes.updateOne({ code: 'HB' }, { $addToSet: { tags: 'blood' } }))?.tags).toEqual(['blood', 'routine']);
        expect((await analytes.updateOne({ code: 'HB' }, { $addToSet: { tags: { $each: ['anemia', 'blood', 'anemia'] } } }))?.tags).toEqual([
          'blood',
          'routine',
          'anemia',
        ]);
        expect((await analytes.updateOne({ code: 'CRP' }, { $addToSet: { aliases: 'CRP-hs' } }))?.aliases).toEqual(['CRP-hs']);
      });

      it('$pull removes by value or condition and leaves a missing array alone', async () => {
        expect((await analytes.updateOne({ code: 'HB' }, { $pull: { tags: 'routine' } }))?.tags).toEqual(['blood']);
        expect((await analytes.updateOne({ code: 'CRP' }, { $pull: { tags: { $in: ['routine', 'inflammation'] } } }))?.tags).toEqual([]);
        const untouched = await analytes.updateOne({ code: 'TSH' }, { $pull: { aliases: 'T4' } });
        expect(untouched).toEqual({ ...ANALYTES[2], _id: expect.stringMatching(HEX_ID) });
        const combined = await analytes.updateOne({ code: 'TSH' }, { $pull: { aliases: 'T4' }, $set: { status: 'published' } });
        expect(combined).toMatchObject({ status: 'published', tags: ['thyroid'] });
        expect(combined && 'aliases' in combined).toBe(false);
      });

      it('$push appends values, with and without $each, and starts a missing array', async () => {
        expect((await analytes.updateOne({ code: 'FERRITIN' }, { $push: { tags: 'blood' } }))?.tags).toEqual(['blood', 'blood']);
        expect((await analytes.updateOne({ code: 'FERRITIN' }, { $push: { tags: { $each: ['iron', 'storage'] } } }))?.tags).toEqual([
          'blood',
          'blood',
          'iron',
          'storage',
        ]);
        expect((await analytes.updateOne({ code: 'HB' }, { $push: { aliases: 'Hb' } }))?.aliases).toEqual(['Hb']);
      });

      it('updateMany returns how many documents changed, not how many matched', async () => {
        expect(await analytes.updateMany({ tags: 'blood' }, { $addToSet: { tags: 'hematology' } })).toBe(2);
        expect(await analytes.updateMany({ tags: 'blood' }, { $addToSet: { tags: 'hematology' } })).toBe(0);
        expect(await codes({ tags: 'hematology' })).toEqual(['HB', 'FERRITIN']);
        expect(await analytes.updateMany({}, { $pull: { aliases: 'x' } })).toBe(0);
        expect(await analytes.updateMany({}, { $pull: { tags: 'routine' } })).toBe(2);
        expect(await analytes.updateMany({ code: 'ALAT' }, { $set: { views: 1 } })).toBe(0);
      });

      it('rejects an update without operators and leaves the document as it was', async () => {
        await expect(analytes.updateOne({ code: 'HB' }, {})).rejects.toThrow(/operator/);
        await expect(analytes.updateMany({}, { name: 'replaced' } as unknown as Update)).rejects.toThrow(/operator/);
        expect(await byCode('HB')).toEqual({ ...ANALYTES[0], _id: expect.stringMatching(HEX_ID) });
      });

      it('deleteOne removes the first match and deleteMany returns its count', async () => {
        expect(await analytes.deleteOne({ status: 'draft' })).toBe(true);
        expect(await codes({ status: 'draft' })).toEqual(['FERRITIN']);
        expect(await analytes.deleteOne({ code: 'ALAT' })).toBe(false);
        expect(await analytes.deleteMany({ status: 'published' })).toBe(3);
        expect(await analytes.deleteMany({ status: 'published' })).toBe(0);
        expect(await codes({})).toEqual(['FERRITIN']);
      });

      atomic('applies 50 parallel $inc on one document exactly', async () => {
        const { _id } = await byCode('FERRITIN');
        const results = await Promise.all(Array.from({ length: 50 }, () => analytes.updateOne({ _id }, { $inc: { views: 1 } })));
        expect((await analytes.findById(_id))?.views).toBe(50);
        expect(results.map((result) => result?.views).sort((a = 0, b = 0) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      });

      atomic('lets exactly one of parallel updates conditioned on the same version through', async () => {
        const { _id } = await byCode('TSH');
        await analytes.updateOne({ _id }, { $set: { edits: 1 } });
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) => analytes.updateOne({ _id, edits: 1 }, { $inc: { edits: 1 }, $set: { name: `TSH ${i}` } })),
        );
        expect(results.filter((result) => result !== null)).toHaveLength(1);
        expect((await analytes.findById(_id))?.edits).toBe(2);
      });
    });

    describe('unique indexes', () => {
      let users: DocumentCollection<User>;
      beforeEach(async () => {
        users = store.collection<User>('users');
        await users.ensureIndex({ fields: { email: 1 }, unique: true });
        await users.ensureIndex({ fields: { email: 1 }, unique: true });
        await users.insertOne({ email: 'anna@example.se', username: 'anna' });
      });

      it('rejects an insert with a taken key as DuplicateKeyError naming the fields, and writes nothing', async () => {
        const error = await rejection(users.insertOne({ email: 'anna@example.se', username: 'anna2' }));
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect(error).toMatchObject({ collection: 'users', fields: ['email'] });
        expect(await users.count({})).toBe(1);
        expect(await users.count({ username: 'anna2' })).toBe(0);
      });

      it('rejects an update to a taken key and keeps the document as it was', async () => {
        const bo = await users.insertOne({ email: 'bo@example.se', username: 'bo' });
        const error = await rejection(users.updateOne({ _id: bo._id }, { $set: { email: 'anna@example.se', username: 'bosse' } }));
        expect(error).toMatchObject({ collection: 'users', fields: ['email'] });
        expect(await users.findById(bo._id)).toEqual(bo);
      });

      it('writes nothing of a batch that has a clash, with the store or within itself', async () => {
        const withStored = await rejection(
          users.insertMany([
            { email: 'cecilia@example.se', username: 'cecilia' },
            { email: 'anna@example.se', username: 'anna3' },
          ]),
        );
        expect(withStored).toBeInstanceOf(DuplicateKeyError);
        const withinBatch = await rejection(
          users.insertMany([
            { email: 'david@example.se', username: 'david' },
            { email: 'david@example.se', username: 'david2' },
          ]),
        );
        expect(withinBatch).toMatchObject({ fields: ['email'] });
        expect((await users.find({})).map((user) => user.username)).toEqual(['anna']);
      });

      it('reports a clash on _id', async () => {
        const [anna] = await users.find({});
        const error = await rejection(users.insertOne({ _id: anna._id, email: 'other@example.se', username: 'other' }));
        expect(error).toMatchObject({ collection: 'users', fields: ['_id'] });
      });

      it('enforces a compound unique index on the combination only', async () => {
        const translations = store.collection<Translation>('translations');
        await translations.ensureIndex({ fields: { analyteCode: 1, lang: 1 }, unique: true });
        await translations.insertMany([
          { analyteCode: 'HB', lang: 'sv', title: 'Hemoglobin' },
          { analyteCode: 'HB', lang: 'en', title: 'Haemoglobin' },
          { analyteCode: 'CRP', lang: 'sv', title: 'CRP' },
        ]);
        const error = await rejection(translations.insertOne({ analyteCode: 'HB', lang: 'sv', title: 'Hb' }));
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect([...(error as DuplicateKeyError).fields].sort()).toEqual(['analyteCode', 'lang']);
        expect(await translations.count({})).toBe(3);
      });

      it('a sparse unique index allows many documents without the field', async () => {
        await users.ensureIndex({ fields: { slug: 1 }, unique: true, sparse: true });
        await users.insertMany([
          { email: 'e@example.se', username: 'e' },
          { email: 'f@example.se', username: 'f', slug: 'f' },
        ]);
        expect(await rejection(users.insertOne({ email: 'g@example.se', username: 'g', slug: 'f' }))).toMatchObject({ fields: ['slug'] });
        expect(await users.count({})).toBe(3);
      });

      indexOptionConflicts('refuses an index on the same fields with other options', async () => {
        await expect(users.ensureIndex({ fields: { email: 1 } })).rejects.toThrow();
        expect(await rejection(users.insertOne({ email: 'anna@example.se', username: 'anna2' }))).toBeInstanceOf(DuplicateKeyError);
      });

      it('cannot build a unique index over documents that already clash', async () => {
        await users.insertOne({ email: 'anna2@example.se', username: 'anna' });
        expect(await rejection(users.ensureIndex({ fields: { username: 1 }, unique: true }))).toMatchObject({ fields: ['username'] });
        await users.insertOne({ email: 'anna3@example.se', username: 'anna' });
        expect(await users.count({ username: 'anna' })).toBe(3);
      });
    });

    it('keeps documents and unique indexes across closing and reopening the store', async () => {
      await seed();
      await analytes.updateOne({ code: 'HB' }, { $inc: { views: 1 }, $push: { tags: 'anemia' } });
      await analytes.deleteOne({ code: 'CRP' });
      const users = store.collection<User>('users');
      await users.ensureIndex({ fields: { email: 1 }, unique: true });
      await users.insertOne({ email: 'anna@example.se', username: 'anna' });
      const before = await analytes.find({});

      await store.close();
      store = await harness.open();

      const reopened = store.collection<Analyte>('analytes');
      expect(await reopened.find({})).toEqual(before);
      expect(await reopened.findOne({ code: 'HB' })).toMatchObject({ views: 121, tags: ['blood', 'routine', 'anemia'] });
      const error = await rejection(store.collection<User>('users').insertOne({ email: 'anna@example.se', username: 'anna2' }));
      expect(error).toBeInstanceOf(DuplicateKeyError);
    });
  });
}
