// Shared by every project's jest config: swc for speed (with decorator metadata for NestJS),
// and workspace libraries resolved to their sources so tests never need a prior build.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@labmedicin/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
    '^@labmedicin/contracts/testing$': path.join(__dirname, 'libs/contracts/src/testing/index.ts'),
    '^@labmedicin/contracts/article-html$': path.join(__dirname, 'libs/contracts/src/article-html.ts'),
    '^@labmedicin/calculators$': path.join(__dirname, 'libs/calculators/src/index.ts'),
    '^@labmedicin/calculators/ids$': path.join(__dirname, 'libs/calculators/src/ids.ts'),
    '^@labmedicin/platform$': path.join(__dirname, 'libs/platform/src/index.ts'),
    '^@labmedicin/platform/testing$': path.join(__dirname, 'libs/platform/src/testing/index.ts'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/test-timeout.js')],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts'],
};
