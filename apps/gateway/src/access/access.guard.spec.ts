import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import request from 'supertest';
import { failureBody } from '../../test/stack';
import { AppModule } from '../app.module';
import { loadGatewayConfig } from '../config/gateway.config';
import { ACCESS_KEY, Access } from './access.decorator';

@Controller('probe')
class ProbeController {
  @Get('undecorated')
  undecorated(): string {
    return 'should never be reached';
  }

  @Get('public')
  @Access('public')
  open(): string {
    return 'open';
  }
}

/** The access guard as the gateway installs it (APP_GUARD of AppModule), on a probe controller. */
describe('access guard', () => {
  let dir: TempDir;
  let app: INestApplication;

  beforeAll(async () => {
    dir = await makeTempDir('access-guard-');
    const config = loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir.path });
    @Module({ imports: [AppModule.forRoot(config)], controllers: [ProbeController] })
    class ProbeModule {}
    app = await NestFactory.create(ProbeModule, { logger: false });
    await app.init();
  });
  afterAll(async () => {
    await app?.close();
    await dir?.remove();
  });

  it('refuses a route that states no access level (default deny)', async () => {
    const res = await request(app.getHttpServer()).get('/probe/undecorated');
    expect(res.status).toBe(403);
    expect(res.body).toEqual(failureBody('ACCESS_DENIED'));
    await request(app.getHttpServer()).get('/probe/public').expect(200);
  });

  it('finds an access level on every HTTP route of the gateway', () => {
    const missing: string[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
        if (!type || type === ProbeController) continue;
        const proto = type.prototype as Record<string, unknown>;
        for (const name of Object.getOwnPropertyNames(proto)) {
          const handler = proto[name];
          if (typeof handler !== 'function' || name === 'constructor') continue;
          const isRoute = Reflect.getMetadata(PATH_METADATA, handler) !== undefined && Reflect.getMetadata(METHOD_METADATA, handler) !== undefined;
          if (isRoute && !Reflect.getMetadata(ACCESS_KEY, handler) && !Reflect.getMetadata(ACCESS_KEY, type)) missing.push(`${type.name}.${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
