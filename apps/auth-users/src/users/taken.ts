import { fieldFailure, type ValidationMessageCode } from '@labmedicin/contracts';
import { CREATED_BY_REQUEST, DuplicateKeyError, ServiceError, fail } from '@labmedicin/platform';

/** 409 naming each field whose value another account has (email first: it is the login). */
export function throwIfTaken(emailTaken: boolean, usernameTaken: boolean): void {
  if (!emailTaken && !usernameTaken) return;
  const fields: Record<string, ValidationMessageCode> = {};
  if (emailTaken) fields.email = 'emailTaken';
  if (usernameTaken) fields.username = 'usernameTaken';
  throw new ServiceError(fieldFailure(emailTaken ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', fields));
}

/** A unique index clash of the store (two writes at once) as the same 409 (or 409 DUPLICATE_RECORD for a reused request id); anything else unchanged. */
export function takenFailureOf(error: unknown): unknown {
  if (!(error instanceof DuplicateKeyError)) return error;
  // A request id another create already used (it comes from the caller) is no taken name.
  if (error.fields.includes(CREATED_BY_REQUEST)) return fail('DUPLICATE_RECORD');
  try {
    throwIfTaken(error.fields.includes('email'), error.fields.includes('usernameKey'));
  } catch (taken) {
    return taken;
  }
  return error;
}
