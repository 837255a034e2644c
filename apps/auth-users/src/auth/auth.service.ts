import { Injectable } from '@nestjs/common';
import { fieldFailure, type LoginInput, type RegisterInput, type User, type ValidationMessageCode } from '@labmedicin/contracts';
import { DuplicateKeyError, ServiceError, fail } from '@labmedicin/platform';
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
  async register(input: RegisterInput): Promise<User> {
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
  async verifyCredentials(input: LoginInput): Promise<User> {
    const doc = await this.users.findByEmail(input.email);
    const valid = await this.passwords.verifyOrDummy(doc?.passwordHash, input.password);
    if (!doc || !valid) throw fail('INVALID_CREDENTIALS');
    return toUser(doc);
  }
}

function throwIfTaken(emailTaken: boolean, usernameTaken: boolean): void {
  if (!emailTaken && !usernameTaken) return;
  const fields: Record<string, ValidationMessageCode> = {};
  if (emailTaken) fields.email = 'emailTaken';
  if (usernameTaken) fields.username = 'usernameTaken';
  throw new ServiceError(fieldFailure(emailTaken ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', fields));
}
