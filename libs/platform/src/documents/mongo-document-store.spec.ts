import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { describeDocumentStoreContract } from './document-store.contract';
import { MongoDocumentStore } from './mongo-document-store';

const mongoUrl = process.env.MONGO_URL;
/** Set by engines:up when MONGO_URL is a wire-compatible server rather than MongoDB itself. */
const standIn = process.env.MONGO_STAND_IN;

if (mongoUrl) {
  const harness = async () => {
    const service = `contract-${randomUUID().slice(0, 8)}`;
    return {
      open: () => MongoDocumentStore.connect(mongoUrl, service),
      remove: async () => {
        const connection = await mongoose.createConnection(mongoUrl, { dbName: `labmedicin-${service}` }).asPromise();
        await connection.dropDatabase();
        await connection.close();
      },
    };
  };
  describeDocumentStoreContract(standIn ? `MongoDocumentStore on ${standIn}` : 'MongoDocumentStore', harness, {
    // Both stand-ins find the document and then write it, so parallel updates of one document lose writes.
    withoutAtomicUpdates: standIn ? `${standIn} does not apply concurrent findAndModify atomically` : undefined,
    withoutIndexOptionConflicts: standIn?.startsWith('ferretdb')
      ? `${standIn} accepts an index on fields that already have one with other options, and ignores sparse`
      : undefined,
  });
} else {
  describe.skip('MongoDocumentStore contract (skipped: set MONGO_URL to run it against a MongoDB server)', () => {
    it('runs the document store contract against MongoDB', () => undefined);
  });
}
