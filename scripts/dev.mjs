// `npm run dev`: the server apps rebuilt and restarted on change (tsc --watch + node --watch),
// and the Vite dev server on http://localhost:5173 proxying /api and /uploads to the gateway.
import { spawn } from 'node:child_process';
import { warnIfEndOfLife } from './node-support.mjs';
import { ROOT, build, choosePorts, startAll } from './processes.mjs';

warnIfEndOfLife();

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };
try {
  await choosePorts(env);
} catch (error) {
  console.error(`[labmedicin] ${error.message}`);
  process.exit(1);
}
await build(env);

const tsc = spawn('npx', ['tsc', '-b', '--watch', '--preserveWatchOutput', 'tsconfig.json'], { cwd: ROOT, stdio: 'inherit' });
const vite = spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], { cwd: ROOT, stdio: 'inherit' });
const stopAll = startAll({
  env,
  node: ['--enable-source-maps', '--watch'],
  onCrash: (app, reason) => console.error(`[labmedicin] ${app} stopped (${reason}); it restarts on the next change`),
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    tsc.kill('SIGTERM');
    vite.kill('SIGTERM');
    await stopAll();
    process.exit(0);
  });
}
