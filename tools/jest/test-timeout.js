// Integration tests start real engines and services; 30 s per test is the bound for all projects.
// (testTimeout in a project config is ignored when the root config runs the projects together.)
jest.setTimeout(30_000);
