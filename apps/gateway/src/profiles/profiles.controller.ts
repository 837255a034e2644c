import { Controller } from '@nestjs/common';
import { Forwarding } from '../common/forwarding';

/** Profile pages: anyone reads one; a logged-in user edits their own. */
@Controller()
export class ProfilesController extends Forwarding(['profileGet', 'profileUpdate']) {}
