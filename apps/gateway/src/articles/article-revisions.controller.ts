import { Controller } from '@nestjs/common';
import { Forwarding } from '../common/forwarding';

/** An article's revision history in content: admins and contributors read it, admins restore. */
@Controller()
export class ArticleRevisionsController extends Forwarding(['revisionList', 'revisionGet', 'revisionCompare', 'revisionRestore']) {}
