import { Body, Controller, Inject, Put, Req } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_USERS_MESSAGES, USER_MESSAGES, passwordChangeSchema, type PasswordChangeInput, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { jsonSchemaOf } from '../openapi/json-schema';
import { SessionsService } from '../sessions/sessions.service';

/** Changing one's own password ends every other session of that user. */
@ApiTags('users')
@Controller('users/password')
export class PasswordsController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly sessions: SessionsService,
  ) {}

  @Put()
  @Access('user')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Change the own password (currentPassword must match); all other sessions of the user end' })
  @ApiBody({ schema: jsonSchemaOf(passwordChangeSchema) })
  async change(
    @Body(new ZodPipe(passwordChangeSchema)) input: PasswordChangeInput,
    @Req() req: GatewayRequest,
    @Meta() meta: RequestMeta,
  ): Promise<{ success: true; message: string }> {
    const user = await this.services.send(AUTH_USERS_MESSAGES.passwordChange, input, meta);
    await this.sessions.keepCurrentSession(req, user._id);
    return { success: true, message: USER_MESSAGES.passwordChanged };
  }
}
