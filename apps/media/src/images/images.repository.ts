import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ImagePurpose } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentCollection, type DocumentStore, type NewDocument } from '@labmedicin/platform';

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
  }

  insert(image: NewDocument<ImageDocument>): Promise<ImageDocument> {
    return this.images.insertOne(image);
  }

  findByFilename(filename: string): Promise<ImageDocument | null> {
    return this.images.findOne({ filename });
  }

  deleteByFilename(filename: string): Promise<boolean> {
    return this.images.deleteOne({ filename });
  }
}
