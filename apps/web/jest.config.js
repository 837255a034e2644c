const path = require('node:path');
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@labmedicin/calculators$': path.join(__dirname, '../../libs/calculators/src/index.ts'),
    '^@labmedicin/calculators/ids$': path.join(__dirname, '../../libs/calculators/src/ids.ts'),
    '^@labmedicin/contracts$': path.join(__dirname, '../../libs/contracts/src/index.ts'),
    '^@labmedicin/contracts/testing$': path.join(__dirname, '../../libs/contracts/src/testing/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
