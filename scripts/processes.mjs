// Starting and stopping the five processes of the embedded profile, shared by start and dev.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;
export const SERVICES = ['auth-users', 'content', 'media', 'comments'];

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export function build(env) {
  return run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
}

/**
 * Starts the services, then the gateway, each a child process, and returns a stop function.
 * If any process dies on its own, everything is stopped and onCrash is told which.
 */
export function startAll({ env, node = ['--enable-source-maps'], onCrash }) {
  const children = new Map();
  let stopping = false;
  for (const app of [...SERVICES, 'gateway']) {
    const entry = join(ROOT, 'apps', app, 'dist', 'main.js');
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first`);
    // Own process group: Ctrl-C reaches only this launcher, which stops the children in order.
    const child = spawn(process.execPath, [...node, entry], { cwd: ROOT, env, stdio: 'inherit', detached: true });
    child.on('exit', (code, signal) => {
      children.delete(app);
      if (!stopping) onCrash?.(app, code ?? signal);
    });
    children.set(app, child);
  }
  // Should the launcher itself end abruptly, its children must not outlive it.
  process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
  const stopOne = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  // The gateway first, so no request is still on its way to a service that is already gone.
  return async function stopAll() {
    stopping = true;
    const gateway = children.get('gateway');
    if (gateway) await stopOne(gateway);
    await Promise.all([...children.values()].map(stopOne));
  };
}

/** Resolves once GET /api/health answers 200, rejects after the timeout. */
export async function waitForHealth(baseUrl, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
