// Finding free TCP ports, the one definition for the scripts (scripts/, ESM: they import it) and the
// tests (libs/platform/src/testing/free-port.ts requires it). Plain CommonJS, so both take it
// without a build: the scripts run before anything is built.
'use strict';
const { createServer } = require('node:net');

/**
 * Whether a server could listen on the port now: on `host`, or on every interface (as the gateway
 * listens) when none is given; `exclusive` as a cluster's workers would not share it.
 */
function portIsFree(port, { host, exclusive = false } = {}) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive }, () => server.close(() => resolve(true)));
  });
}

/**
 * The first of `size` consecutive ports in `range` (inclusive) that were all free a moment ago on
 * `host` (127.0.0.1 unless given), from a random start, so processes looking at once rarely pick the
 * same. Ports `skip` names are never given; after `attempts` tries (unbounded unless given) it fails.
 */
async function freePortBlock(range, size = 1, { host = '127.0.0.1', skip = new Set(), attempts = Infinity } = {}) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const base = range.from + Math.floor(Math.random() * (range.to - range.from + 2 - size));
    const block = Array.from({ length: size }, (_, i) => base + i);
    if (block.some((port) => skip.has(port))) continue;
    if ((await Promise.all(block.map((port) => portIsFree(port, { host })))).every(Boolean)) return base;
  }
  throw new Error(`no ${size} free consecutive ports between ${range.from} and ${range.to}`);
}

module.exports = { portIsFree, freePortBlock };
