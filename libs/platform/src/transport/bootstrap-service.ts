import type { INestMicroservice, Type, DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@labmedicin/contracts';
import { loadConfig, type PlatformConfig } from '../config';
import { JsonLogger, createLogger } from '../logging';
import { RequestContextInterceptor } from './request-context.interceptor';
import { ServiceExceptionFilter } from './service-exception.filter';
import { serverOptionsFor } from './transport.factory';

/**
 * Starts one service as a microservice on the profile's transport, with JSON logs, request ids
 * and error mapping. Ctrl-C / SIGTERM close it (and its adapters, through Nest's shutdown hooks).
 */
export async function bootstrapService(
  node: ServiceName,
  config: PlatformConfig,
  module: Type<unknown> | DynamicModule,
): Promise<INestMicroservice> {
  const logger = createLogger(node, config.logLevel);
  const app = await NestFactory.createMicroservice(module, {
    ...serverOptionsFor(config, node),
    logger: new JsonLogger(logger),
  });
  app.useGlobalFilters(new ServiceExceptionFilter(logger));
  app.useGlobalInterceptors(new RequestContextInterceptor());
  app.enableShutdownHooks();
  await app.listen();
  logger.info({ transport: config.transport.kind }, `${node} listening`);
  return app;
}

/**
 * A service's whole main: validate the environment once, build its root module from the typed
 * config, start it; any failure (a bad variable, an engine it cannot reach) is logged with its
 * reason and ends the process with status 1.
 */
export function runService(node: ServiceName, moduleFor: (config: PlatformConfig) => Type<unknown> | DynamicModule): void {
  const fail = (error: unknown) => {
    createLogger(node, 'info').fatal({ err: error }, `${node} failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };
  try {
    const { platform } = loadConfig({});
    bootstrapService(node, platform, moduleFor(platform)).catch(fail);
  } catch (error) {
    fail(error);
  }
}
