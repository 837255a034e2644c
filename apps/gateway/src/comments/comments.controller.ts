import { Controller, UseGuards } from '@nestjs/common';
import { Forwarding } from '../common/forwarding';
import { CommentRateLimitGuard } from '../rate-limits/comment-rate-limit.guard';

/**
 * Readers' comments over the comments service. Answers are never cached: each says whether the
 * caller has reported a comment.
 */
@Controller()
export class CommentsController extends Forwarding(['commentList', 'commentPost', 'commentReport'], {
  commentPost: UseGuards(CommentRateLimitGuard),
}) {}
