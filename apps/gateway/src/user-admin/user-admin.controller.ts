import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUTH_USERS_MESSAGES,
  USER_MESSAGES,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserUpdateSchema,
  userIdSchema,
  type AdminUserCreateInput,
  type AdminUserListQuery,
  type AdminUserUpdateInput,
  type ApiSuccess,
  type RequestMeta,
  type User,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { jsonSchemaOf } from '../openapi/json-schema';
import { SessionsService } from '../sessions/sessions.service';

/**
 * Accounts, for admins. A role change, a new password or a delete reaches the user's live
 * sessions with their next request: the cached actor is dropped as soon as auth-users answers.
 */
@ApiTags('users')
@Controller('users')
export class UserAdminController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly sessions: SessionsService,
  ) {}

  @Get('admin')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Users, newest first, with search (username or email), role filter and limit (at most 100) (admin)' })
  async list(@Query(new ZodPipe(adminUserListQuerySchema)) query: AdminUserListQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<User[]>> {
    return { success: true, data: await this.services.send(AUTH_USERS_MESSAGES.usersList, query, meta) };
  }

  @Post('admin')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Create a user with a role and a password (admin)' })
  @ApiBody({ schema: jsonSchemaOf(adminUserCreateSchema) })
  async create(@Body(new ZodPipe(adminUserCreateSchema)) input: AdminUserCreateInput, @Meta() meta: RequestMeta): Promise<ApiSuccess<User>> {
    const user = await this.services.send(AUTH_USERS_MESSAGES.usersCreate, input, meta);
    return { success: true, data: user, message: USER_MESSAGES.userCreated };
  }

  @Put(':id')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Edit a user; a blank password keeps the current one (admin)' })
  @ApiBody({ schema: jsonSchemaOf(adminUserUpdateSchema) })
  async update(
    @Param(new ZodPipe(userIdSchema)) { id }: { id: string },
    @Body(new ZodPipe(adminUserUpdateSchema)) input: AdminUserUpdateInput,
    @Req() req: GatewayRequest,
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<User>> {
    const user = await this.services.send(AUTH_USERS_MESSAGES.usersUpdate, { ...input, id }, meta);
    // An admin who gave themself a new password keeps this session; anyone else's change applies now.
    if (id === meta.actor?.id) await this.sessions.keepCurrentSession(req, id);
    else await this.sessions.userChanged(id);
    return { success: true, data: user, message: USER_MESSAGES.userUpdated };
  }

  @Delete(':id')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Delete a user; their sessions end (admin)' })
  async delete(@Param(new ZodPipe(userIdSchema)) { id }: { id: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<{ _id: string; deleted: true }>> {
    const result = await this.services.send(AUTH_USERS_MESSAGES.usersDelete, { id }, meta);
    await this.sessions.userChanged(id);
    return { success: true, data: result, message: USER_MESSAGES.userDeleted };
  }
}
