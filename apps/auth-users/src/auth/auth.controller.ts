import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH_USERS_PATTERNS, type ServiceRequest, type User } from '@labmedicin/contracts';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @MessagePattern(AUTH_USERS_PATTERNS.register)
  register(@Payload() { data }: ServiceRequest<unknown>): Promise<User> {
    return this.auth.register(data);
  }

  @MessagePattern(AUTH_USERS_PATTERNS.verifyCredentials)
  verifyCredentials(@Payload() { data }: ServiceRequest<unknown>): Promise<User> {
    return this.auth.verifyCredentials(data);
  }
}
