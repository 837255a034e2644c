import type { INestMicroservice, Type, DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@labmedicin/contracts';
import type { z } from 'zod';
import { loadConfig, type PlatformConfig } from '../config';
import { JsonLogger, createLogger } from '../logging';
import { endWithLauncher } from '../operations/launcher';
import { STORE_READINESS, type Readiness } from '../operations/readiness';
import { startTracing } from '../tracing';
import { AnswerCheckInterceptor } from './message-handlers';
import { ServiceExceptionFilter } from './service-exception.filter';
import { serverOptionsFor } from './transport.factory';

/** A transport server that can stop taking work while its process is not ready (RedisStreamsServer). */
interface ReadinessGated {
  takeWorkWhileReady(readiness: Readiness): void;
}

/**
 * Starts one service as a microservice on the profile's transport, with JSON logs and error
 * mapping. Ctrl-C / SIGTERM close it (and its adapters, through Nest's shutdown hooks).
 */
export async function bootstrapService(
  node: ServiceName,
  config: PlatformConfig,
  module: Type<unknown> | DynamicModule,
): Promise<INestMicroservice> {
  const logger = createLogger(node, config.logLevel);
  const serverOptions = serverOptionsFor(config, node);
  const app = await NestFactory.createMicroservice(module, { ...serverOptions, logger: new JsonLogger(logger) });
  app.useGlobalFilters(new ServiceExceptionFilter(logger));
  // Request ids are set by each handler (Handles, OnEvent); in production no interceptor runs at all.
  if (config.env !== 'production') app.useGlobalInterceptors(new AnswerCheckInterceptor());
  app.enableShutdownHooks();
  await app.listen();
  // On Redis Streams a replica whose own documents store does not answer leaves its requests to the other replicas.
  // (Not instanceof: that would load the Redis transport, and ioredis, into the embedded processes.)
  const strategy = (serverOptions as { strategy?: Partial<ReadinessGated> }).strategy;
  strategy?.takeWorkWhileReady?.(app.get<Readiness>(STORE_READINESS));
  logger.info({ transport: config.transport.kind }, `${node} listening`);
  return app;
}

/**
 * A service's whole main: validate the environment once (the platform's variables plus the
 * service's own `extra` ones), build its root module from the typed config, start it. Any failure
 * (a bad variable, an engine it cannot reach) is logged with its reason and exits with status 1.
 * Started by the launcher, it ends when the launcher does.
 */
export function runService<S extends z.ZodRawShape = Record<string, never>>(
  node: ServiceName,
  moduleFor: (config: PlatformConfig, own: z.infer<z.ZodObject<S>>) => Type<unknown> | DynamicModule,
  extra: S = {} as S,
): void {
  const fail = (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    createLogger(node, 'info').fatal({ err: error }, `${node} failed to start: ${reason}`);
    process.exit(1);
  };
  endWithLauncher(node);
  try {
    const { platform, service } = loadConfig(extra);
    startTracing(node, platform.tracing);
    bootstrapService(node, platform, moduleFor(platform, service)).catch(fail);
  } catch (error) {
    fail(error);
  }
}
