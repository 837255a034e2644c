import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUTH_USERS_MESSAGES,
  USER_MESSAGES,
  profileUpdateSchema,
  usernameParamSchema,
  type ApiSuccess,
  type ProfileUpdateInput,
  type PublicProfile,
  type RequestMeta,
  type User,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { jsonSchemaOf } from '../openapi/json-schema';

/** Profile pages: anyone reads one; a logged-in user edits their own. */
@ApiTags('users')
@Controller('users/profile')
export class ProfilesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Get(':username')
  @Access('public')
  @ApiOperation({ summary: "A user's public profile (never the email)" })
  async get(@Param(new ZodPipe(usernameParamSchema)) { username }: { username: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<PublicProfile>> {
    return { success: true, data: await this.services.send(AUTH_USERS_MESSAGES.profileGet, { username }, meta) };
  }

  @Put()
  @Access('user')
  @ApiCookieAuth()
  @ApiOperation({ summary: "Replace the logged-in user's own profile fields" })
  @ApiBody({ schema: jsonSchemaOf(profileUpdateSchema) })
  async update(@Body(new ZodPipe(profileUpdateSchema)) input: ProfileUpdateInput, @Meta() meta: RequestMeta): Promise<ApiSuccess<User>> {
    const user = await this.services.send(AUTH_USERS_MESSAGES.profileUpdate, input, meta);
    return { success: true, data: user, message: USER_MESSAGES.profileUpdated };
  }
}
