import type { ImagePurpose } from '@labmedicin/contracts';
import { storedCollection, type ArchiveOptions, type ArchiveSection, type DocumentStore, type Filter, type ObjectStore } from '@labmedicin/platform';
import type { ImageDocument } from '../images/images.repository';

const AVATAR: ImagePurpose = 'avatar';
const LIST_BATCH = 200;

/** Avatars are an account's: an archive without accounts carries article images only. */
const imagesOf = (options: ArchiveOptions): Filter => (options.withoutAccounts ? { purpose: { $ne: AVATAR } } : {});

/**
 * Media's part of an archive: the image records, their files' bytes (named by the record's
 * file name, so the article HTML that shows them still does), which articles use each image and
 * which of those were filled in from content's earlier versions.
 */
export function mediaArchive(store: DocumentStore, objects: ObjectStore): ArchiveSection {
  const images = storedCollection(store, 'images', imagesOf);
  const rest = [storedCollection(store, 'usages'), storedCollection(store, 'usage-fills')];
  const records = store.collection<ImageDocument>('images');
  const filesOf = async (options: ArchiveOptions): Promise<string[]> =>
    (await records.find(imagesOf(options), { projection: { filename: 1 } })).map((image) => image.filename);
  return {
    service: 'media',
    collections: [images, ...rest],
    files: {
      // From the records, in pages: a file without a record is not the installation's content.
      async *list(options) {
        let after: string | null = null;
        for (;;) {
          const page: ImageDocument[] = await records.find({ ...imagesOf(options), ...(after === null ? {} : { _id: { $gt: after } }) }, { sort: { _id: 1 }, limit: LIST_BATCH });
          for (const image of page) {
            const info = await objects.stat(image.filename);
            if (info) yield { key: info.key, size: info.size, contentType: info.contentType };
          }
          if (page.length < LIST_BATCH) return;
          after = page[page.length - 1]._id;
        }
      },
      async read(key) {
        const found = await objects.get(key);
        if (!found) throw new Error(`The file ${key} is gone from the object store`);
        return found.body;
      },
      async write(key, bytes, contentType) {
        await objects.put(key, bytes, contentType);
      },
    },
    count: async (options) => {
      const documents = await Promise.all([images, ...rest].map((collection) => collection.count(options)));
      const files = options.withoutAccounts ? (await filesOf(options)).length : (await objects.list()).length;
      return documents.reduce((sum, n) => sum + n, 0) + files;
    },
    clear: async (options) => {
      for (const filename of await filesOf(options)) await objects.delete(filename);
      if (!options.withoutAccounts) for (const file of await objects.list()) await objects.delete(file.key);
      for (const collection of [images, ...rest]) await collection.clear(options);
    },
  };
}
