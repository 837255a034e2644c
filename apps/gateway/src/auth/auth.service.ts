import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_MESSAGES,
  AUTH_USERS_PATTERNS,
  HTTP_STATUS,
  isServiceErrorBody,
  type LoginInput,
  type RegisterInput,
  type RequestMeta,
  type User,
  type UserIdRequest,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ApiException } from '../common/api.exception';

/** The gateway's side of auth: asks auth-users, which owns accounts and passwords. */
@Injectable()
export class AuthService {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  /** The account for these credentials, or null when they are wrong. */
  async verifyCredentials(credentials: LoginInput, meta: RequestMeta): Promise<User | null> {
    try {
      return await this.services.send<User, LoginInput>('auth-users', AUTH_USERS_PATTERNS.verifyCredentials, credentials, meta);
    } catch (error) {
      if (isServiceErrorBody(error) && error.status === HTTP_STATUS.unauthorized) return null;
      throw error;
    }
  }

  register(input: RegisterInput, meta: RequestMeta): Promise<User> {
    return this.services.send<User, RegisterInput>('auth-users', AUTH_USERS_PATTERNS.register, input, meta);
  }

  /** The logged-in user's account; gone meanwhile means logged out. */
  async me(userId: string, meta: RequestMeta): Promise<User> {
    try {
      return await this.services.send<User, UserIdRequest>('auth-users', AUTH_USERS_PATTERNS.getMe, { id: userId }, meta);
    } catch (error) {
      if (isServiceErrorBody(error) && error.status === HTTP_STATUS.notFound) {
        throw new ApiException(HTTP_STATUS.unauthorized, AUTH_MESSAGES.notLoggedIn);
      }
      throw error;
    }
  }
}
