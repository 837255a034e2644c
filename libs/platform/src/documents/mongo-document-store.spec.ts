import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { describeDocumentStoreContract, type DocumentStoreContractOptions } from './document-store.contract';
import { MongoDocumentStore } from './mongo-document-store';

const mongoUrl = process.env.MONGO_URL;
/** Set by engines:up when MONGO_URL is a wire-compatible server rather than MongoDB itself. */
const standIn = process.env.MONGO_STAND_IN;
/** FerretDB on SQLite, which engines:up starts beside the server of MONGO_URL for this suite. */
const ferretdbUrl = process.env.FERRETDB_URL;

function describeContractOn(url: string, name: string, options: DocumentStoreContractOptions): void {
  const harness = async () => {
    const service = `contract-${randomUUID().slice(0, 8)}`;
    return {
      open: () => MongoDocumentStore.connect(url, service),
      remove: async () => {
        const connection = await mongoose.createConnection(url, { dbName: `labmedicin-${service}` }).asPromise();
        await connection.dropDatabase();
        await connection.close();
      },
    };
  };
  describeDocumentStoreContract(name, harness, options);
}

if (mongoUrl) {
  describeContractOn(mongoUrl, standIn ? `MongoDocumentStore on ${standIn}` : 'MongoDocumentStore', {
    withoutAtomicUpdates: standIn ? `${standIn} does not apply concurrent findAndModify atomically` : undefined,
  });
} else {
  describe.skip('MongoDocumentStore contract (skipped: set MONGO_URL to run it against a MongoDB server)', () => {
    it('runs the document store contract against MongoDB', () => undefined);
  });
}

if (ferretdbUrl) {
  describeContractOn(ferretdbUrl, 'MongoDocumentStore on FerretDB', {
    // Seen here: 50 parallel $inc of one document gave 5 to 25, and two of ten updates conditioned
    // on the same version often both went through.
    withoutAtomicUpdates: 'FerretDB 1.x finds the document, then writes it, so parallel updates of one document lose writes',
    withoutIndexOptionConflicts: 'FerretDB 1.x accepts an index on fields that already have one with other options, and ignores sparse',
  });
}
