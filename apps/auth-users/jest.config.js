module.exports = { ...require('../../jest.preset.js'), displayName: 'auth-users', rootDir: __dirname };
