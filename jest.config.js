// `npm test` runs every project through this one jest so the counts add up in one report.
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/apps/*/jest.config.js',
    '<rootDir>/apps/gateway/jest.production.config.js',
    '<rootDir>/e2e/jest.config.js',
    '<rootDir>/deploy-tests/jest.config.js',
  ],
};
