import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, AUTH_USERS_MESSAGES, LOGGED_OUT, loginSchema, registerSchema, type MeResponse, type RegisterInput, type RequestMeta, type User } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import type { Response } from 'express';
import { Access } from '../access/access.decorator';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { jsonSchemaOf } from '../openapi/json-schema';
import { RegisterRateLimitGuard } from '../rate-limits/register-rate-limit.guard';
import { SessionsService } from '../sessions/sessions.service';
import { AuthService } from './auth.service';
import { LocalAuthGuard } from './local-auth.guard';

interface AuthBody {
  success: true;
  user: User;
  message?: string;
}

/** Sessions: who is logged in, log in, register, log out. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  /**
   * A visitor who is not logged in is no error: 200 with no user, so no page load of theirs logs a
   * failed request. A session whose user cannot be resolved right now is served as anonymous by
   * the guard; here that is an outage, so its user is asked for again and the failure answers.
   */
  @Get('me')
  @Access('public')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The logged-in user; { success: false, user: null } when not logged in' })
  async me(@Req() req: GatewayRequest, @Meta() meta: RequestMeta): Promise<MeResponse> {
    const userId = meta.actor?.id ?? req.session?.userId;
    const user = userId ? await this.auth.me(userId, meta) : null;
    return user ? { success: true, user } : LOGGED_OUT;
  }

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @UseGuards(LocalAuthGuard)
  @ApiOperation({ summary: 'Log in with email and password; sets the session cookie' })
  @ApiBody({ schema: jsonSchemaOf(loginSchema) })
  async login(@Req() req: GatewayRequest): Promise<AuthBody> {
    const user = req.user as User;
    await this.sessions.logIn(req, user);
    return { success: true, user, message: AUTH_MESSAGES.loginSuccessful };
  }

  @Post('register')
  @Access('public')
  @UseGuards(RegisterRateLimitGuard)
  @ApiOperation({ summary: 'Create an account (role user) and log it in' })
  @ApiBody({ schema: jsonSchemaOf(registerSchema) })
  async register(
    @Body(new ZodPipe(registerSchema)) input: RegisterInput,
    @Req() req: GatewayRequest,
    @Meta() meta: RequestMeta,
  ): Promise<AuthBody> {
    const user = await this.services.send(AUTH_USERS_MESSAGES.register, input, meta);
    await this.sessions.logIn(req, user);
    return { success: true, user, message: AUTH_MESSAGES.registrationSuccessful };
  }

  @Post('logout')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'End the session on the server and clear the cookie' })
  async logout(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: Response): Promise<{ success: true; message: string }> {
    await this.sessions.logOut(req, res);
    return { success: true, message: AUTH_MESSAGES.loggedOut };
  }
}
