// Starting a stack on the engines seeds every article into MongoDB and two Elasticsearch indexes
// (the search and the suggestions), one refreshed write each: on a busy machine more than the 30 s
// every project has (tools/jest/test-timeout.js), which beforeAll hooks would be cut off at. Set
// here, after that file: a project's testTimeout is ignored when the projects run together.
jest.setTimeout(90_000);
