import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { AdminCommentsController } from './admin-comments.controller';
import { CommentsController } from './comments.controller';

@Module({
  imports: [RateLimitsModule],
  controllers: [CommentsController, AdminCommentsController],
})
export class CommentsModule {}
