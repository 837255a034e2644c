import { Module } from '@nestjs/common';
import { UserEvents } from './user-events';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, UserEvents],
  exports: [UsersRepository, UserEvents],
})
export class UsersModule {}
