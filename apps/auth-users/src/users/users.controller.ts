import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH_USERS_PATTERNS, type Actor, type ServiceRequest, type User, type UserIdRequest } from '@labmedicin/contracts';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(AUTH_USERS_PATTERNS.getActor)
  getActor(@Payload() { data }: ServiceRequest<Partial<UserIdRequest> | undefined>): Promise<Actor | null> {
    return this.users.getActor(data?.id);
  }

  @MessagePattern(AUTH_USERS_PATTERNS.getMe)
  getMe(@Payload() { data }: ServiceRequest<Partial<UserIdRequest> | undefined>): Promise<User> {
    return this.users.getMe(data?.id);
  }
}
