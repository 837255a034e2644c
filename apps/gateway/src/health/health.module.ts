import { Module } from '@nestjs/common';
import { OidcModule } from '../oidc/oidc.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [OidcModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
