module.exports = { ...require('../../jest.preset.js'), displayName: 'comments', rootDir: __dirname };
