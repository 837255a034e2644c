import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES, loginSchema, registerSchema, type User } from '@labmedicin/contracts';
import { DuplicateKeyError, conflict, parseOrThrow, unauthorized } from '@labmedicin/platform';
import { toUser } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';
import { PasswordHasher } from './password-hasher';

/** Registration and the credentials check behind the gateway's login. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  /** A new account, always with role 'user'; 409 per field when the email or username is taken. */
  async register(data: unknown): Promise<User> {
    const input = parseOrThrow(registerSchema, data);
    const [byEmail, byUsername] = await Promise.all([
      this.users.findByEmail(input.email),
      this.users.findByUsername(input.username),
    ]);
    throwIfTaken(byEmail !== null, byUsername !== null);
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return toUser(await this.users.create({ username: input.username, email: input.email, passwordHash, role: 'user' }));
    } catch (error) {
      if (error instanceof DuplicateKeyError) {
        throwIfTaken(error.fields.includes('email'), error.fields.includes('usernameKey'));
      }
      throw error;
    }
  }

  /** The account for an email and password; the same 401 for an unknown email and a wrong password. */
  async verifyCredentials(data: unknown): Promise<User> {
    const input = parseOrThrow(loginSchema, data);
    const doc = await this.users.findByEmail(input.email);
    const valid = await this.passwords.verifyOrDummy(doc?.passwordHash, input.password);
    if (!doc || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    return toUser(doc);
  }
}

function throwIfTaken(emailTaken: boolean, usernameTaken: boolean): void {
  if (!emailTaken && !usernameTaken) return;
  const errors: Record<string, string> = {};
  if (emailTaken) errors.email = AUTH_MESSAGES.emailTaken;
  if (usernameTaken) errors.username = AUTH_MESSAGES.usernameTaken;
  throw conflict(emailTaken ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken, errors);
}
