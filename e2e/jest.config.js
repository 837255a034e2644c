// Browser tests against the built product in Debian's Chromium; run one file at a time.
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'e2e',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/support/browser-timeout.ts'],
};
