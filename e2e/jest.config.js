// Browser tests against the built product in Debian's Chromium; run one file at a time.
module.exports = { ...require('../jest.preset.js'), displayName: 'e2e', rootDir: __dirname, testTimeout: 120000 };
