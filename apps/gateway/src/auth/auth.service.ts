import { Inject, Injectable } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, HTTP_STATUS, isServiceErrorBody, type LoginInput, type RequestMeta, type User } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';

/**
 * What the gateway decides about auth-users' answers: wrong credentials are no user (the login
 * guard answers them), and an account gone meanwhile is a logged-out session.
 */
@Injectable()
export class AuthService {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  /** The account for these credentials, or null when they are wrong. */
  async verifyCredentials(credentials: LoginInput, meta: RequestMeta): Promise<User | null> {
    try {
      return await this.services.send(AUTH_USERS_MESSAGES.verifyCredentials, credentials, meta);
    } catch (error) {
      if (isServiceErrorBody(error) && error.status === HTTP_STATUS.unauthorized) return null;
      throw error;
    }
  }

  /** The logged-in user's account; null when it is gone meanwhile, which means logged out. */
  async me(userId: string, meta: RequestMeta): Promise<User | null> {
    try {
      return await this.services.send(AUTH_USERS_MESSAGES.getMe, { id: userId }, meta);
    } catch (error) {
      if (isServiceErrorBody(error) && error.status === HTTP_STATUS.notFound) return null;
      throw error;
    }
  }
}
