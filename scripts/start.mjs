// `npm start`: build (cached by Nx) and run the gateway and the four services on the embedded
// defaults, or on the production engines when their variables are set. Ctrl-C stops everything.
// `--skip-build` starts what is already built (the end-to-end tests build once, then start often).
// REPLICAS=2 (with the engines' variables) starts two of every service and two gateways, on PORT
// and PORT + 1.
// It runs production mode (React's production build on the server, no development checks) unless
// NODE_ENV says otherwise; `npm run dev` runs development mode.
import { warnIfEndOfLife } from './node-support.mjs';
import { build, choosePorts, gatewayPorts, keepSessionSecret, opsPortsLine, startAll, waitForHealth } from './processes.mjs';

warnIfEndOfLife();

const env = { ...process.env };
env.NODE_ENV ||= 'production';
if (env.NODE_ENV === 'production') {
  // Production needs a session secret shared by every gateway: unset, one is made once and kept in the data folder.
  env.SESSION_SECRET ||= keepSessionSecret(env);
  // npm start serves plain HTTP, over which a Secure cookie is never set; behind TLS, set it to true.
  env.SESSION_COOKIE_SECURE ||= 'false';
}
let baseUrls;
try {
  baseUrls = gatewayPorts(env).map((port) => `http://localhost:${port}`);
  // Before the build: a port in use is said at once, not after minutes of building.
  await choosePorts(env);
} catch (error) {
  console.error(`[labmedicin] ${error.message}`);
  process.exit(1);
}

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
// SIGHUP: the terminal was closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('[labmedicin] stopping...');
    await stopAll();
    process.exit(0);
  });
}

try {
  await Promise.all(baseUrls.map((baseUrl) => waitForHealth(baseUrl)));
  console.log(`[labmedicin] ready at ${baseUrls.join(' and ')}`);
  console.log(`[labmedicin] operations ports (/livez, /readyz, /metrics): ${opsPortsLine(env)}`);
} catch (error) {
  console.error(`[labmedicin] ${error.message}`);
}
