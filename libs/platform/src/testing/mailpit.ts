import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePorts } from './free-port';

/** The Mailpit release the tests send through (built from its Go module, as the engines are). */
const MAILPIT_VERSION = 'v1.33.1';

export interface MailpitMessage {
  id: string;
  subject: string;
  to: string[];
  text: string;
  html: string;
}

export interface MailpitHandle {
  /** For SMTP_URL. */
  smtpUrl: string;
  /** The messages received for an address, oldest first, each with its text and HTML parts. */
  messagesTo(address: string): Promise<MailpitMessage[]>;
  stop(): Promise<void>;
}

/** Where scripts/engines/install.mjs builds it: the machine's engines cache, so CI's clones build it once. */
function mailpitBinary(): string {
  const machineCache = process.getuid?.() === 0 ? '/var/cache' : join(homedir(), '.cache');
  const cache = process.env.LABMEDICIN_ENGINES_CACHE ?? join(machineCache, 'labmedicin-engines');
  return join(cache, `mailpit-${MAILPIT_VERSION}`, 'mailpit');
}

function ensureMailpit(): string {
  const bin = mailpitBinary();
  if (existsSync(bin)) return bin;
  const installer = resolve(__dirname, '../../../../scripts/engines/install.mjs');
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', `(await import(${JSON.stringify(installer)})).installMailpit()`], { stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(bin)) throw new Error(`Mailpit could not be built (${bin}); it needs Go on the PATH`);
  return bin;
}

/** A real SMTP server with an HTTP API on free ports; stop() kills it (its messages live in memory). */
export async function startMailpit(): Promise<MailpitHandle> {
  const bin = ensureMailpit();
  const [smtpPort, httpPort] = await freePorts(2);
  const child: ChildProcess = spawn(bin, ['--smtp', `127.0.0.1:${smtpPort}`, '--listen', `127.0.0.1:${httpPort}`, '--quiet'], {
    stdio: 'ignore',
  });
  const api = `http://127.0.0.1:${httpPort}/api/v1`;
  const until = Date.now() + 20_000;
  while (!(await fetch(`${api}/info`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`mailpit exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error('mailpit did not answer within 20 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    async messagesTo(address) {
      const search = (await (await fetch(`${api}/search?query=${encodeURIComponent(`to:"${address}"`)}`)).json()) as { messages: { ID: string }[] };
      const messages = await Promise.all(
        search.messages.map(async ({ ID }) => {
          const m = (await (await fetch(`${api}/message/${ID}`)).json()) as { ID: string; Subject: string; To: { Address: string }[]; Text: string; HTML: string };
          return { id: m.ID, subject: m.Subject, to: m.To.map((t) => t.Address), text: m.Text, html: m.HTML };
        }),
      );
      return messages.reverse();
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
