// `npm start`: build (cached by Nx) and run the gateway and the four services on the embedded
// defaults, or on the production engines when their variables are set. Ctrl-C stops everything.
// `--skip-build` starts what is already built (the end-to-end tests build once, then start often).
import { build, startAll, waitForHealth } from './processes.mjs';

const env = { ...process.env };
const port = env.PORT ?? '5001';
const baseUrl = `http://localhost:${port}`;

if (!process.argv.includes('--skip-build')) await build(env);

const stopAll = startAll({
  env,
  onCrash: async (app, reason) => {
    console.error(`[labmedicin] ${app} stopped unexpectedly (${reason}); stopping everything`);
    await stopAll();
    process.exit(1);
  },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('[labmedicin] stopping...');
    await stopAll();
    process.exit(0);
  });
}

try {
  await waitForHealth(baseUrl);
  console.log(`[labmedicin] ready at ${baseUrl}`);
} catch (error) {
  console.error(`[labmedicin] ${error.message}`);
}
