import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { User } from '@labmedicin/contracts';
import { Strategy } from 'passport-local';
import { metaOf, type GatewayRequest } from '../common/gateway-request';
import { AuthService } from './auth.service';

/** passport-local with the email as username; auth-users checks the password. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: GatewayRequest, email: string, password: string): Promise<User | null> {
    return this.auth.verifyCredentials({ email, password }, metaOf(req));
  }
}
