import { inspect } from 'node:util';

/** pino's levels by number, as a person reads them. */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Fields every line has, said by the line's layout rather than as key=value. */
const LAID_OUT = new Set(['level', 'time', 'node', 'name', 'msg', 'requestId', 'pid', 'hostname', 'err']);

/**
 * Whether the logs go to a person: standard output is a terminal (`npm start` or `npm run dev` in
 * one). Anything else (a file, a pipe, a log collector) gets JSON lines.
 */
export function logsForPeople(stream: { isTTY?: boolean } = process.stdout): boolean {
  return stream.isTTY === true;
}

/** A value as it reads after `key=`: strings as they are unless they hold spaces, the rest as JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return /\s|^$/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * One JSON log line as a person reads it:
 * `12:03:04.123 WARN  content  Search index saved  [req 5f0c…] articles=12`, then an error's stack
 * on the lines below. The time is the machine's local time; a line that is not JSON is kept as it is.
 */
export function readableLogLine(jsonLine: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(jsonLine) as Record<string, unknown>;
  } catch {
    return jsonLine.endsWith('\n') ? jsonLine : `${jsonLine}\n`;
  }
  const time = typeof record.time === 'string' || typeof record.time === 'number' ? new Date(record.time) : new Date();
  const clock = `${time.toTimeString().slice(0, 8)}.${String(time.getMilliseconds()).padStart(3, '0')}`;
  const level = (LEVELS[record.level as number] ?? String(record.level)).padEnd(5);
  const service = String(record.node ?? record.name ?? '');
  const parts = [clock, level, service.padEnd(10), String(record.msg ?? '')];
  if (typeof record.requestId === 'string') parts.push(`[req ${record.requestId}]`);
  const fields = Object.entries(record).filter(([key, value]) => !LAID_OUT.has(key) && value !== undefined);
  if (fields.length > 0) parts.push(fields.map(([key, value]) => `${key}=${valueText(value)}`).join(' '));
  const err = record.err as { stack?: unknown; message?: unknown } | undefined;
  const trace = err ? `\n${typeof err.stack === 'string' ? err.stack : inspect(err)}` : '';
  return `${parts.join('  ')}${trace}\n`;
}

/** A pino destination that writes each line readably to `out` (a terminal). */
export function readableLogStream(out: { write(text: string): unknown } = process.stdout): { write(line: string): void } {
  return { write: (line) => void out.write(readableLogLine(line)) };
}
