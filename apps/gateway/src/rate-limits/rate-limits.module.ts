import { Module } from '@nestjs/common';
import { AuthRateLimiter } from './auth-rate-limiter';
import { RegisterRateLimitGuard } from './register-rate-limit.guard';

@Module({
  providers: [AuthRateLimiter, RegisterRateLimitGuard],
  exports: [AuthRateLimiter, RegisterRateLimitGuard],
})
export class RateLimitsModule {}
