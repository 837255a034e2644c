import { join } from 'node:path';
import ts from 'typescript';
import * as contracts from '../index';
import type { AnyMessage } from './message';

/**
 * A payload's type is what makes `send(message, payload)` as safe as a function call. This compiles
 * a call with a wrong payload (null) for every message and event of the catalogue, and a right one
 * as a control, with the compiler itself: a message whose payload schema takes `unknown` (as a bare
 * z.preprocess does) would let any value through, and fails here.
 */

const INDEX = join(__dirname, '..', 'index.ts').replace(/\\/g, '/');
const FIXTURE = join(__dirname, '__wrong-payloads__.ts');

const isMessage = (value: unknown): value is AnyMessage =>
  typeof value === 'object' && value !== null && ['request', 'event'].includes((value as { kind?: unknown }).kind as string);

/** Every message of the catalogue, as the expression that names it: `CONTENT_MESSAGES.articlesGet`. */
function catalogueMessages(): string[] {
  return Object.entries(contracts).flatMap(([group, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value)
          .filter(([, entry]) => isMessage(entry))
          .map(([name]) => `${group}.${name}`)
      : [],
  );
}

/** The compiler's errors in the fixture, by line (0-based). */
function errorsByLine(source: string): Map<number, string[]> {
  const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, types: [] };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === FIXTURE ? source : readFile(name));
  host.fileExists = ((exists) => (name: string) => name === FIXTURE || exists(name))(host.fileExists.bind(host));
  host.getSourceFile = (name, language, ...rest) =>
    name === FIXTURE ? ts.createSourceFile(name, source, language, true) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([FIXTURE], options, host);
  const file = program.getSourceFile(FIXTURE) as ts.SourceFile;
  const errors = new Map<number, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program, file)) {
    const line = diagnostic.start === undefined ? -1 : file.getLineAndCharacterOfPosition(diagnostic.start).line;
    errors.set(line, [...(errors.get(line) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')]);
  }
  return errors;
}

describe('the message catalogue, compiled', () => {
  const messages = catalogueMessages();
  const groups = [...new Set(messages.map((message) => message.split('.')[0]))];
  const header = [
    `import { ${groups.join(', ')}, type AnyMessage, type PayloadOf } from '${INDEX.replace(/\.ts$/, '')}';`,
    'declare function send<M extends AnyMessage>(message: M, payload: PayloadOf<M>): void;',
    "send(CONTENT_MESSAGES.articlesGet, { slug: 'kreatinin' });",
  ];
  let errors: Map<number, string[]>;

  beforeAll(() => {
    errors = errorsByLine([...header, ...messages.map((message) => `send(${message}, null);`)].join('\n'));
  }, 120_000);

  it('covers every message: 52 requests and 8 events at least', () => {
    expect(messages.length).toBeGreaterThanOrEqual(60);
  });

  it('compiles a right payload', () => {
    expect([...errors.entries()].filter(([line]) => line < header.length)).toEqual([]);
  });

  it('refuses a wrong payload for every message', () => {
    const compiled = messages.filter((_, index) => !errors.has(header.length + index));
    expect(compiled).toEqual([]);
  });
});
