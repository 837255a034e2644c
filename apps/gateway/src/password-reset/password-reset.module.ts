import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordResetController } from './password-reset.controller';

@Module({ imports: [SessionsModule, RateLimitsModule], controllers: [PasswordResetController] })
export class PasswordResetModule {}
