import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Language, SearchRecord } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentCollection, type DocumentStore } from '@labmedicin/platform';

type SearchDocument = SearchRecord & { _id: string };

/**
 * The 'searchRecords' collection: one document per search a results page reported, holding only
 * the fields of searchRecordSchema. Nothing names the reader; a document is deleted with its day.
 */
@Injectable()
export class SearchRecordsRepository implements OnModuleInit {
  private readonly records: DocumentCollection<SearchDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.records = store.collection<SearchDocument>('searchRecords');
  }

  async onModuleInit(): Promise<void> {
    await this.records.ensureIndex({ fields: { day: 1, language: 1 } });
  }

  async add(record: SearchRecord): Promise<void> {
    await this.records.insertOne(record);
  }

  /**
   * Notes the opened result on one search of the query that day that has none yet; false when
   * there is none (its search was not reported, or every one has its result already).
   */
  async opened(day: string, language: Language, query: string, slug: string): Promise<boolean> {
    const updated = await this.records.updateOne({ day, language, query, results: { $gt: 0 }, opened: { $exists: false } }, { $set: { opened: slug } });
    return updated !== null;
  }

  /** The day's searches in the language, without their ids. */
  async ofDay(day: string, language: Language): Promise<SearchRecord[]> {
    const found = await this.records.find({ day, language }, { projection: { query: 1, results: 1, opened: 1 } });
    return found.map(({ query, results, opened }) => ({ query, language, results, day, ...(opened === undefined ? {} : { opened }) }));
  }

  /** Deletes the searches of the days before `day`; returns how many. */
  deleteBefore(day: string): Promise<number> {
    return this.records.deleteMany({ day: { $lt: day } });
  }
}
