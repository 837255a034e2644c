// The route table itself (with its schemas): these pages load the schemas for their forms anyway.
import { ROUTES, type TwoFactorCodeInput, type TwoFactorEnableInput } from '@labmedicin/contracts';
import { call } from './http';

export async function fetchTwoFactorStatus() {
  return (await call(ROUTES.twoFactorStatus)).data;
}

export async function startTwoFactorSetup() {
  return (await call(ROUTES.twoFactorSetup)).data;
}

export async function enableTwoFactor(input: TwoFactorEnableInput) {
  return (await call(ROUTES.twoFactorEnable, { body: input })).data;
}

export async function disableTwoFactor(input: TwoFactorCodeInput): Promise<void> {
  await call(ROUTES.twoFactorDisable, { body: input });
}

export const logInWithCode = (input: TwoFactorCodeInput) => call(ROUTES.authLoginTwoFactor, { body: input });
