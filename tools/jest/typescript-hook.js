// Lets a worker thread started by code under test load TypeScript sources as jest does: compiled
// by swc with the preset's options, workspace libraries resolved to their sources. Content's worker
// pool passes it with --require when it runs from its sources (no build needed for tests).
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const preset = require('../../jest.preset.js');

const [, swcOptions] = preset.transform['^.+\\.(t|j)sx?$'];
const aliases = Object.entries(preset.moduleNameMapper).map(([pattern, target]) => [new RegExp(pattern), target]);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const alias = aliases.find(([pattern]) => pattern.test(request));
  return resolveFilename.call(this, alias ? alias[1] : request, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcOptions, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
