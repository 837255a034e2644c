import { fieldFailure, type ValidationMessageCode } from '@labmedicin/contracts';
import { DuplicateKeyError, ServiceError } from '@labmedicin/platform';

/** 409 naming each field whose value another account has (email first: it is the login). */
export function throwIfTaken(emailTaken: boolean, usernameTaken: boolean): void {
  if (!emailTaken && !usernameTaken) return;
  const fields: Record<string, ValidationMessageCode> = {};
  if (emailTaken) fields.email = 'emailTaken';
  if (usernameTaken) fields.username = 'usernameTaken';
  throw new ServiceError(fieldFailure(emailTaken ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', fields));
}

/** A unique index clash of the store (two writes at once) as the same 409; anything else unchanged. */
export function takenFailureOf(error: unknown): unknown {
  if (!(error instanceof DuplicateKeyError)) return error;
  try {
    throwIfTaken(error.fields.includes('email'), error.fields.includes('usernameKey'));
  } catch (taken) {
    return taken;
  }
  return error;
}
