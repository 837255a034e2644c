import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

/** Two-factor sign-in; its repository comes with UsersModule, whose actor says whether it is on. */
@Module({
  imports: [UsersModule],
  controllers: [TwoFactorController],
  providers: [TwoFactorService],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
