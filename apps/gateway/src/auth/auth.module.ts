import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { OidcModule } from '../oidc/oidc.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalAuthGuard } from './local-auth.guard';
import { LocalStrategy } from './local.strategy';

@Module({
  imports: [PassportModule, SessionsModule, RateLimitsModule, TwoFactorModule, OidcModule],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, LocalAuthGuard],
})
export class AuthModule {}
