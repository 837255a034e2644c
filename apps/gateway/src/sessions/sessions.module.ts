import { Module } from '@nestjs/common';
import { ActorsService } from './actors.service';
import { SessionsService } from './sessions.service';
import { UserEventsController } from './user-events.controller';

@Module({
  controllers: [UserEventsController],
  providers: [ActorsService, SessionsService],
  exports: [SessionsService, ActorsService],
})
export class SessionsModule {}
