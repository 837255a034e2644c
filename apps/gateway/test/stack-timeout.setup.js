// The gateway's suites start real stacks (test/stack.ts): every service, the seed of every article,
// on the production profile into MongoDB and two Elasticsearch indexes, and for rendered pages the
// web app's server bundle. On a machine whose cores are busy that takes more than the 30 s every
// project has (tools/jest/test-timeout.js), at which beforeAll hooks were cut off. Set here, after
// that file: a project's testTimeout is ignored when the projects run together.
jest.setTimeout(90_000);
