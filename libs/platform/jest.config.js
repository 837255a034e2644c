module.exports = { ...require('../../jest.preset.js'), displayName: 'platform', rootDir: __dirname, testTimeout: 30000 };
