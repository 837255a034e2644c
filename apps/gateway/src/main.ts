import 'reflect-metadata';
import { createLogger, endWithLauncher, startTracing } from '@labmedicin/platform';
import { loadGatewayConfig } from './config/gateway.config';
import { createGateway, startGateway } from './gateway';

/** Validates the environment once, builds and starts the gateway; any failure exits 1 with its reason. Started by the launcher, it ends when the launcher does. */
async function main(): Promise<void> {
  endWithLauncher('gateway');
  const config = loadGatewayConfig();
  startTracing('gateway', config.platform.tracing);
  const gateway = await createGateway(config);
  gateway.app.enableShutdownHooks();
  await startGateway(gateway, config);
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  createLogger('gateway', 'info').fatal({ err: error }, `gateway failed to start: ${reason}`);
  process.exit(1);
});
