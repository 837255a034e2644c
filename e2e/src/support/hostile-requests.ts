import { request as httpRequest } from 'node:http';
import { API_BASE, LANGUAGE_CHOICE, PATH_PARAM, ROUTES, type Route } from '@labmedicin/contracts';
import { z, type ZodTypeAny } from 'zod';

/**
 * Requests a client may send on purpose or by accident, to every route: oversized, malformed and
 * hostile input. Each says whether the input is wrong (`refused`: the answer must be a 4xx) or
 * merely odd (`handled`: anything below 500 will do, e.g. an unknown query parameter ignored).
 */
export interface HostileRequest {
  label: string;
  method: string;
  /** As sent on the request line: already percent-encoded, or deliberately not. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  expect: 'refused' | 'handled';
  /** Sent with the admin's session (the route is not public). */
  asAdmin: boolean;
  /** An API route: a 4xx must carry the API's error body with a code. */
  api: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends one request exactly as written (no URL normalising, no header clean-up), on a connection of its own. */
export function send(baseUrl: string, { method, path, headers = {}, body }: Pick<HostileRequest, 'method' | 'path' | 'headers' | 'body'>, timeoutMs = 20_000): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, method, path, agent: false, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Valid-looking values of each path parameter that name nothing stored: a probe of one part leaves the others well-formed. */
const PARAM_SAMPLES: Record<string, string> = {
  slug: 'probe-no-such-article',
  translation: 'probe-no-such-translation',
  id: '0123456789abcdef01234567',
  versionNumber: '1',
  filename: '0123456789abcdef0123456789abcdef.png',
  username: 'probe-nobody',
  tag: 'probe-no-such-tag',
};

const KB10 = 'a'.repeat(10 * 1024);

/** Path parameter values that are wrong whatever the route. */
const BAD_SEGMENTS: ReadonlyArray<readonly [string, string]> = [
  ['10 KB segment', KB10],
  ['null byte', 'a%00b'],
  ['lone surrogate (UTF-8 of U+D800)', 'a%ED%A0%80b'],
  ['invalid percent-encoding', 'a%E0%A4%A'],
  ['bare percent', '%'],
  ['overlong UTF-8', '%C0%AF'],
  ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
  ['huge number', '99999999999999999999999999'],
  ['negative number', '-1'],
  ['not a number', 'NaN'],
  ['exponent', '1e309'],
];

/** Query values that are wrong for any parameter the route reads. */
const BAD_QUERY_VALUES: ReadonlyArray<readonly [string, (key: string) => string]> = [
  ['10 KB value', (k) => `${k}=${KB10}`],
  ['null byte', (k) => `${k}=a%00b`],
  ['lone surrogate', (k) => `${k}=%ED%A0%80`],
  ['invalid percent-encoding', (k) => `${k}=%E0%A4%A`],
  ['array', (k) => `${k}=1&${k}=2`],
  ['bracket array', (k) => `${k}[]=1&${k}[]=2`],
  ['nested object', (k) => `${k}[a][b]=1`],
  ['negative', (k) => `${k}=-1`],
  ['huge', (k) => `${k}=99999999999999999999999999`],
  ['infinite', (k) => `${k}=1e309`],
  ['not a number', (k) => `${k}=abc`],
];

/** Values no address may carry, whatever it names. */
const UNDECODABLE = /percent|lone surrogate|overlong/;

/** A page number or a page size: counted from 1, bounded. */
const NUMERIC_KEYS = new Set(['page', 'limit']);
const NOT_A_COUNT = /^(negative|huge|infinite|not a number|array)$/;

/** The keys of an object schema, through the wrappers (defaults, refinements, optionals) around it. */
function keysOf(schema: ZodTypeAny | undefined): string[] {
  let current: ZodTypeAny | undefined = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape as object);
    const def = current._def as { schema?: ZodTypeAny; innerType?: ZodTypeAny; in?: ZodTypeAny };
    current = def.schema ?? def.innerType ?? def.in;
  }
  return [];
}

function pathOf(route: Route, override: Record<string, string> = {}): string {
  return `${API_BASE}${route.path.replace(PATH_PARAM, (_, name: string) => {
    const value = override[name] ?? PARAM_SAMPLES[name];
    if (value === undefined) throw new Error(`no sample value for the path parameter :${name} of ${route.method} ${route.path}: add one to PARAM_SAMPLES`);
    return value;
  })}`;
}

/** Deeply nested JSON: 100,000 arrays in one another. */
const DEEP_JSON = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/** Bodies no route takes. */
function badBodies(keys: string[]): ReadonlyArray<readonly [string, string | Buffer, string]> {
  const each = (value: string) => `{${(keys.length > 0 ? keys : ['x']).map((k) => `${JSON.stringify(k)}:${value}`).join(',')}}`;
  return [
    ['invalid JSON', '{"a":', 'application/json'],
    ['deeply nested JSON', DEEP_JSON, 'application/json'],
    ['lone surrogate in every field', each('"\\uD800"'), 'application/json'],
    ['null byte in every field', each('"a\\u0000b"'), 'application/json'],
    ['array in every field', each('["a","b"]'), 'application/json'],
    ['object in every field', each('{"$gt":""}'), 'application/json'],
    ['huge number in every field', each('1e400'), 'application/json'],
    ['10 KB in every field', each(JSON.stringify(KB10)), 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['JSON array', '[]', 'application/json'],
    ['JSON string', '"x"', 'application/json'],
    ['invalid UTF-8 bytes', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]), 'application/json'],
    ['2 MB body', `{"a":"${'a'.repeat(2 * 1024 * 1024)}"}`, 'application/json'],
    ['UTF-16 charset', '{}', 'application/json; charset=utf-16'],
    ['plain text', 'hello', 'text/plain'],
    ['form body', 'a=1&b=2', 'application/x-www-form-urlencoded'],
    ['XML body', '<a>1</a>', 'application/xml'],
    ['multipart without boundary', '--x\r\n\r\n', 'multipart/form-data'],
  ];
}

const REPEATED_5000 = Array.from({ length: 5000 }, () => 'a').join('&');
const DISTINCT_5000 = Array.from({ length: 5000 }, (_, i) => i.toString(36)).join('&');

/** Requests every route should survive whatever it is, whatever it reads. */
function anyRouteRequests(path: string): ReadonlyArray<Omit<HostileRequest, 'method' | 'asAdmin' | 'api'>> {
  return [
    { label: '5,000 repeated query parameters', path: `${path}?${REPEATED_5000}`, expect: 'refused' },
    { label: '5,000 distinct query parameters', path: `${path}?${DISTINCT_5000}`, expect: 'refused' },
    { label: 'invalid percent-encoding in the query', path: `${path}?x=%E0%A4%A`, expect: 'refused' },
    { label: 'bare percent in the query', path: `${path}?%=%`, expect: 'refused' },
    { label: 'unknown query parameter', path: `${path}?probe=1`, expect: 'handled' },
    { label: '8 KB cookie', path, headers: { cookie: `x=${'a'.repeat(8 * 1024)}` }, expect: 'handled' },
    { label: 'malformed session cookie', path, headers: { cookie: 'labmedicin.sid=%E0%A4%A; labmedicin.language=%ED%A0%80' }, expect: 'handled' },
    { label: '20 KB header', path, headers: { 'x-probe': 'a'.repeat(20 * 1024) }, expect: 'refused' },
    { label: 'odd Accept-Language', path, headers: { 'accept-language': `${'x-'.repeat(2000)}q=abc, *;q=-1` }, expect: 'handled' },
    { label: 'garbage request id', path, headers: { 'x-request-id': `\u00ff${'r'.repeat(4000)}` }, expect: 'handled' },
    { label: 'garbage idempotency key', path, headers: { 'idempotency-key': `\u00ff${'k'.repeat(4000)}` }, expect: 'handled' },
    { label: 'malformed Host', path, headers: { host: '[::1%zz' }, expect: 'handled' },
    { label: 'malformed forwarded host and scheme', path, headers: { 'x-forwarded-host': '%%/\\', 'x-forwarded-proto': 'gopher, ,' }, expect: 'handled' },
    { label: 'malformed Origin and Referer', path, headers: { origin: 'http://[', referer: '%' }, expect: 'handled' },
  ];
}

/** The hostile requests of one API route of the table. */
export function apiRouteRequests(route: Route): HostileRequest[] {
  const asAdmin = route.access !== 'public';
  const requests: Omit<HostileRequest, 'method' | 'asAdmin' | 'api'>[] = [];
  const path = pathOf(route);
  requests.push(...anyRouteRequests(path));
  for (const name of route.path.match(PATH_PARAM)?.map((p) => p.slice(1)) ?? []) {
    for (const [label, value] of BAD_SEGMENTS) {
      // A number is a fine slug, tag or user name, and a tag may hold a slash: only where the route wants a number or an id are they wrong.
      const strict = name === 'id' || name === 'versionNumber' || name === 'filename';
      const wrong = strict || !(/number|exponent|NaN/.test(label) || (name === 'tag' && label === 'dot segments'));
      requests.push({ label: `:${name} ${label}`, path: pathOf(route, { [name]: value }), expect: wrong ? 'refused' : 'handled' });
    }
  }
  for (const key of keysOf(route.query)) {
    for (const [label, query] of BAD_QUERY_VALUES) {
      const wrong = UNDECODABLE.test(label) || (NUMERIC_KEYS.has(key) && NOT_A_COUNT.test(label));
      requests.push({ label: `?${key} ${label}`, path: `${path}?${query(key)}`, expect: wrong ? 'refused' : 'handled' });
    }
  }
  if (route.body) {
    const keys = keysOf(route.body);
    for (const [label, body, type] of badBodies(keys)) {
      requests.push({ label: `body: ${label}`, path, body, headers: { 'content-type': type }, expect: 'refused' });
    }
    // One field wrong, the others left out: a route whose fields are all optional must still refuse it.
    for (const key of keys) {
      requests.push({ label: `body: lone surrogate in ${key} alone`, path, body: `{${JSON.stringify(key)}:"a\\uDC00"}`, headers: { 'content-type': 'application/json' }, expect: 'refused' });
    }
    // Keys zod drops: answered as if absent, never merged into anything.
    const pollution = '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}';
    requests.push({ label: 'body: prototype pollution', path, body: pollution, headers: { 'content-type': 'application/json' }, expect: 'handled' });
  }
  const others = [...requests.map((r) => ({ ...r, method: route.method })), { label: 'a method the route does not take', path, method: 'PATCH', expect: 'refused' as const }];
  return others.map((r) => ({ ...r, asAdmin, api: true }));
}

/** Every route of the table. */
export function apiRoutes(): Route[] {
  return Object.values(ROUTES) as Route[];
}

/** What the pages read from their query: a list's page, a search's words, the language switch's form. */
const PAGE_QUERIES: Record<string, readonly string[]> = {
  '/articles': ['page'],
  '/search': ['q', 'page'],
  '/tag/:tag': ['page'],
  [LANGUAGE_CHOICE.path]: [LANGUAGE_CHOICE.languageField, LANGUAGE_CHOICE.returnField],
};

/** The hostile requests of one page (a path the SPA answers, or /uploads/...), with `:name`s filled by the probe. */
export function pageRequests(template: string): HostileRequest[] {
  const names = template.match(PATH_PARAM)?.map((p) => p.slice(1)) ?? [];
  const fill = (value: string) => template.replace(PATH_PARAM, () => value).replace(/\/\*$/, `/${value}`).replace(/\?$/, '');
  const sample = fill('probe');
  const requests: Omit<HostileRequest, 'method' | 'asAdmin' | 'api'>[] = [...anyRouteRequests(sample)];
  if (names.length > 0 || template.endsWith('*')) {
    for (const [label, value] of BAD_SEGMENTS) requests.push({ label: `segment ${label}`, path: fill(value), expect: UNDECODABLE.test(label) ? 'refused' : 'handled' });
  }
  for (const [label, query] of BAD_QUERY_VALUES) {
    for (const key of PAGE_QUERIES[template] ?? []) requests.push({ label: `?${key} ${label}`, path: `${sample}?${query(key)}`, expect: UNDECODABLE.test(label) ? 'refused' : 'handled' });
  }
  return requests.map((r) => ({ ...r, method: 'GET', asAdmin: false, api: false }));
}
