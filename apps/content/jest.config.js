module.exports = { ...require('../../jest.preset.js'), displayName: 'content', rootDir: __dirname, testTimeout: 30000 };
