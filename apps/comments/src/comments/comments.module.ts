import { Module } from '@nestjs/common';
import { CommentEventsController } from './comment-events.controller';
import { CommentLinksService } from './comment-links.service';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';

@Module({
  controllers: [CommentsController, CommentEventsController],
  providers: [CommentsRepository, CommentsService, CommentLinksService],
})
export class CommentsModule {}
