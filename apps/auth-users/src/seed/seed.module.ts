import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AdminSeed } from './admin-seed';

@Module({
  imports: [UsersModule, AuthModule],
  providers: [AdminSeed],
})
export class SeedModule {}
