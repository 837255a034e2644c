const { join } = require('node:path');
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'gateway',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, join(__dirname, 'test/stack-timeout.setup.js')],
};
