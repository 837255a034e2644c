import { Writable } from 'node:stream';
import pino from 'pino';
import { createLogger } from './logger';
import { logsForPeople, readableLogLine, readableLogStream } from './readable-log';

describe('log lines for a person at a terminal', () => {
  it('reads as time, level, service, message, request id, then the other fields', () => {
    const time = new Date(2026, 10, 27, 12, 3, 4, 56);
    const line = JSON.stringify({ level: 40, time: time.toISOString(), node: 'content', requestId: 'c0ffee-1', msg: 'Search index saved', articles: 12, dir: 'data/content search' });
    expect(readableLogLine(`${line}\n`)).toBe('12:03:04.056  WARN   content     Search index saved  [req c0ffee-1]  articles=12 dir="data/content search"\n');
  });

  it('leaves out what a line does not have, and puts an error’s stack below it', () => {
    const error = new Error('listen EADDRINUSE: address already in use 127.0.0.1:4104');
    const line = JSON.stringify({ level: 50, time: 0, node: 'comments', msg: 'Could not start', err: { type: 'Error', message: error.message, stack: error.stack } });
    const readable = readableLogLine(line);
    expect(readable).toMatch(/^\d\d:\d\d:\d\d\.\d{3} {2}ERROR {2}comments {4}Could not start\nError: listen EADDRINUSE: address already in use 127\.0\.0\.1:4104\n {4}at /);
    expect(readable).not.toContain('[req');
  });

  it('keeps a line that is not JSON as it is', () => {
    expect(readableLogLine('plain words')).toBe('plain words\n');
  });

  it('is what a logger writes to a terminal', () => {
    const written: string[] = [];
    const out = new Writable({ write: (chunk, _encoding, done) => (written.push(String(chunk)), done()) });
    const logger = pino({ base: { node: 'gateway' } }, readableLogStream(out));
    logger.info({ port: 5001 }, 'gateway listening');
    expect(written).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} {2}INFO {3}gateway {5}gateway listening {2}port=5001\n$/)]);
  });

  it('is chosen when standard output is a terminal; a pipe or a file gets JSON', () => {
    expect(logsForPeople({ isTTY: true })).toBe(true);
    expect(logsForPeople({ isTTY: false })).toBe(false);
    expect(logsForPeople({})).toBe(false);
    const writtenTo = (isTTY: boolean) => {
      const written: string[] = [];
      const out = Object.assign(new Writable({ write: (chunk, _encoding, done) => (written.push(String(chunk)), done()) }), { isTTY });
      createLogger('media', 'info', out).info({ images: 3 }, 'library counted');
      return written.join('');
    };
    expect(writtenTo(true)).toMatch(/^\d\d:\d\d:\d\d\.\d{3} {2}INFO {3}media {7}library counted {2}images=3\n$/);
    expect(JSON.parse(writtenTo(false))).toMatchObject({ level: 30, node: 'media', msg: 'library counted', images: 3 });
  });
});
