module.exports = { ...require('../../jest.preset.js'), displayName: 'calculators', rootDir: __dirname };
