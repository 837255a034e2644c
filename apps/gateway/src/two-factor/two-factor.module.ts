import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminTwoFactorPolicy } from './admin-two-factor';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorSignIn } from './two-factor-sign-in';

/** The login's second step and the own account's two-factor; the policy is the access guard's (REQUIRE_ADMIN_2FA). */
@Module({
  imports: [SessionsModule, RateLimitsModule],
  controllers: [TwoFactorController],
  providers: [TwoFactorSignIn, AdminTwoFactorPolicy],
  exports: [TwoFactorSignIn, AdminTwoFactorPolicy],
})
export class TwoFactorModule {}
