import { Module } from '@nestjs/common';
import { AccountSessions } from './account-sessions';
import { AccountSessionsController } from './account-sessions.controller';
import { ActorsService } from './actors.service';
import { SessionsService } from './sessions.service';
import { UserEventsController } from './user-events.controller';

@Module({
  controllers: [UserEventsController, AccountSessionsController],
  providers: [ActorsService, SessionsService, AccountSessions],
  exports: [SessionsService, ActorsService],
})
export class SessionsModule {}
