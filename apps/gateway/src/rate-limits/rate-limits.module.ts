import { Module } from '@nestjs/common';
import { AuthRateLimiter } from './auth-rate-limiter';
import { PasswordResetRateLimiter } from './password-reset-rate-limiter';
import { RateLimitStore } from './rate-limit-store';
import { RegisterRateLimitGuard } from './register-rate-limit.guard';
import { TwoFactorRateLimiter } from './two-factor-rate-limiter';

/** The store is exported for guards, such as CommentRateLimitGuard, that the routes' modules instantiate. */
@Module({
  providers: [RateLimitStore, AuthRateLimiter, RegisterRateLimitGuard, PasswordResetRateLimiter, TwoFactorRateLimiter],
  exports: [RateLimitStore, AuthRateLimiter, RegisterRateLimitGuard, PasswordResetRateLimiter, TwoFactorRateLimiter],
})
export class RateLimitsModule {}
