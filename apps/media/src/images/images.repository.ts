import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ImagePurpose, MediaFilter, MediaSort } from '@labmedicin/contracts';
import { CREATED_BY_REQUEST, DOCUMENT_STORE, type DocumentCollection, type DocumentStore, type Filter, type NewDocument } from '@labmedicin/platform';

/** A stored image's record; its bytes are in the objects port under `filename`. */
export interface ImageDocument {
  _id: string;
  filename: string;
  originalName: string;
  purpose: ImagePurpose;
  mimeType: string;
  width: number;
  height: number;
  size: number;
  uploadedAt: string;
  /** Who uploaded it, and the id of the request that did (unique): absent on older images. */
  uploadedBy?: string;
  createdByRequest?: string;
}

/** Which article images a library page shows: used or unused (by the names in use), their original name containing `search`. */
export interface LibraryFilter {
  filter: MediaFilter;
  used: string[];
  search: string;
}

const SORT_FIELDS: Record<MediaSort, keyof ImageDocument> = { date: 'uploadedAt', size: 'size', name: 'originalName' };

/** The 'images' collection. Returns plain objects. */
@Injectable()
export class ImagesRepository implements OnModuleInit {
  private readonly images: DocumentCollection<ImageDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.images = store.collection<ImageDocument>('images');
  }

  async onModuleInit(): Promise<void> {
    await this.images.ensureIndex({ fields: { filename: 1 }, unique: true });
    await this.images.ensureIndex({ fields: { purpose: 1, uploadedAt: -1 } });
    await this.images.ensureIndex({ fields: { [CREATED_BY_REQUEST]: 1 }, unique: true, sparse: true });
  }

  insert(image: NewDocument<ImageDocument>): Promise<ImageDocument> {
    return this.images.insertOne(image);
  }

  findCreatedBy(requestId: string): Promise<ImageDocument | null> {
    return this.images.findOne({ [CREATED_BY_REQUEST]: requestId });
  }

  findByFilename(filename: string): Promise<ImageDocument | null> {
    return this.images.findOne({ filename });
  }

  /** A page of article images (never avatars) and how many match in all. */
  async libraryPage(
    { filter, used, search }: LibraryFilter,
    sort: { field: MediaSort; order: 'asc' | 'desc' },
    page: number,
    limit: number,
  ): Promise<{ records: ImageDocument[]; total: number }> {
    const query: Filter = { purpose: 'article' };
    if (filter === 'used') query.filename = { $in: used };
    if (filter === 'unused') query.filename = { $nin: used };
    if (search) query.originalName = { $regex: new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') };
    const [records, total] = await Promise.all([
      this.images.find(query, { sort: { [SORT_FIELDS[sort.field]]: sort.order === 'asc' ? 1 : -1 }, skip: (page - 1) * limit, limit }),
      this.images.count(query),
    ]);
    return { records, total };
  }

  /** Every article image's name and size, for the library's totals. */
  async librarySizes(): Promise<{ filename: string; size: number }[]> {
    const rows = await this.images.find({ purpose: 'article' }, { projection: { filename: 1, size: 1 } });
    return rows.map(({ filename, size }) => ({ filename, size }));
  }

  findArticleImage(filename: string): Promise<ImageDocument | null> {
    return this.images.findOne({ filename, purpose: 'article' });
  }

  deleteByFilename(filename: string): Promise<boolean> {
    return this.images.deleteOne({ filename });
  }
}
