import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { platformEnvSchema, toPlatformConfig } from '../config';
import { PlatformModule } from '../platform.module';
import { freePort } from '../testing';

describe('a service on MongoDB: MongooseModule owns its connection', () => {
  it('starts with a replica set seed list and fails only on connecting, after its retries, naming MongoDB without the password', async () => {
    const [first, second] = [await freePort(), await freePort()];
    const url = `mongodb://labmedicin:s3cret@127.0.0.1:${first},127.0.0.1:${second}/?replicaSet=rs0`;
    const config = toPlatformConfig(platformEnvSchema.parse({ MONGO_URL: url, LOG_LEVEL: 'silent' }));
    const failure = await NestFactory.createApplicationContext(PlatformModule.forNode({ node: 'comments', config, documents: true }), {
      logger: false,
      abortOnError: false,
    }).then(
      async (app) => {
        await app.close();
        return null;
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(new RegExp(`^Cannot reach MongoDB at mongodb://127\\.0\\.0\\.1:${first},127\\.0\\.0\\.1:${second}/\\?replicaSet=rs0: `));
    expect(failure).not.toContain('s3cret');
  }, 60_000);
});
