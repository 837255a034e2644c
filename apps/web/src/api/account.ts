import { ROUTES, type AccountSession, type PasswordResetInput, type PasswordResetRequestInput } from '@labmedicin/contracts';
import { call } from './http';

export const requestPasswordReset = (input: PasswordResetRequestInput) => call(ROUTES.passwordResetRequest, { body: input });

export const resetPassword = (input: PasswordResetInput) => call(ROUTES.passwordReset, { body: input });

export async function fetchSessions(): Promise<AccountSession[]> {
  return (await call(ROUTES.sessionList)).data;
}

export async function endSession(id: string): Promise<number> {
  return (await call(ROUTES.sessionEnd, { params: { id } })).data.ended;
}

export async function endOtherSessions(): Promise<number> {
  return (await call(ROUTES.sessionEndOthers)).data.ended;
}

/** An admin ends every session of a user. */
export async function endUserSessions(id: string): Promise<number> {
  return (await call(ROUTES.userSessionsEnd, { params: { id } })).data.ended;
}
