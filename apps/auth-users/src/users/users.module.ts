import { Module } from '@nestjs/common';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { UserEvents } from './user-events';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, UserEvents, TwoFactorRepository],
  exports: [UsersRepository, UserEvents, TwoFactorRepository],
})
export class UsersModule {}
