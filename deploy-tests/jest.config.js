// Checks of the deployment files (Dockerfile, docker-compose.yml, k8s/) against the schemas and the
// apps they deploy; no Docker engine or cluster needed.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'deploy',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
