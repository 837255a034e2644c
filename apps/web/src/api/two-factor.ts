import { ROUTE, type TwoFactorCodeInput, type TwoFactorEnableInput } from '@labmedicin/contracts';
import { call } from './http';

export async function fetchTwoFactorStatus() {
  return (await call(ROUTE.twoFactorStatus)).data;
}

export async function startTwoFactorSetup() {
  return (await call(ROUTE.twoFactorSetup)).data;
}

export async function enableTwoFactor(input: TwoFactorEnableInput) {
  return (await call(ROUTE.twoFactorEnable, { body: input })).data;
}

export async function disableTwoFactor(input: TwoFactorCodeInput): Promise<void> {
  await call(ROUTE.twoFactorDisable, { body: input });
}

export const logInWithCode = (input: TwoFactorCodeInput) => call(ROUTE.authLoginTwoFactor, { body: input });
