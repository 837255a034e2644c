import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ImagePurpose } from '@labmedicin/contracts';
import { CREATED_BY_REQUEST, DOCUMENT_STORE, type DocumentCollection, type DocumentStore, type NewDocument } from '@labmedicin/platform';

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

  deleteByFilename(filename: string): Promise<boolean> {
    return this.images.deleteOne({ filename });
  }
}
