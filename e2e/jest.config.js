// Browser tests against the built product in Debian's Chromium. Files may run side by side: each
// starts its own product on free ports and, on the production engines, in a space of its own.
// production-*.spec.ts and cluster-*.spec.ts stop and start the shared engines, so npm test runs
// them alone, after the others.
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'e2e',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/support/browser-timeout.ts'],
};
