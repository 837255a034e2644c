import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@labmedicin/platform/testing';

/** A person's claims at the provider: what their ID token and userinfo say. */
export type PersonClaims = Record<string, unknown>;

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person's claims from their next sign-in on (their groups, say). */
  setPerson(id: string, claims: PersonClaims): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts identity-provider-process.mjs (oidc-provider, a real OpenID Connect provider) on a free port with
 * these people, and waits until it listens. Each person signs in at its login page with their id
 * and any password.
 */
export async function startIdentityProvider(people: Record<string, PersonClaims>): Promise<IdentityProvider> {
  const dir = await mkdtemp(join(tmpdir(), 'labmedicin-idp-'));
  const accountsFile = join(dir, 'accounts.json');
  const accounts = { ...people };
  await writeFile(accountsFile, JSON.stringify(accounts));
  const port = await freePort();
  const clientId = 'labmedicin';
  const clientSecret = 'labmedicin-test-client-secret';
  const child = spawn(process.execPath, [join(__dirname, 'identity-provider-process.mjs'), String(port), accountsFile, clientId, clientSecret], { stdio: ['ignore', 'pipe', 'inherit'] });
  const issuer = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /^ready (\S+)$/m.exec(output);
      if (ready) resolve(ready[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`the identity provider exited with ${code} before it listened: ${output}`)));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    async setPerson(id, claims) {
      accounts[id] = claims;
      await writeFile(accountsFile, JSON.stringify(accounts));
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
