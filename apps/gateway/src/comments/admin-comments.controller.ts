import { Controller } from '@nestjs/common';
import { Forwarding } from '../common/forwarding';

/** Moderation of comments, for admins. */
@Controller()
export class AdminCommentsController extends Forwarding(['adminCommentList', 'adminCommentApprove', 'adminCommentReject', 'adminCommentDelete']) {}
