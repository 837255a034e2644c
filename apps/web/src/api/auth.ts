import { ROUTE, type LoginInput, type RegisterInput } from '@labmedicin/contracts';
import { call } from './http';

export const fetchMe = () => call(ROUTE.authMe);

export const login = (input: LoginInput) => call(ROUTE.authLogin, { body: input });

export const register = (input: RegisterInput) => call(ROUTE.authRegister, { body: input });

export const logout = () => call(ROUTE.authLogout);

/** Whether single sign-on is configured, and its button's label. */
export const fetchOidcSettings = () => call(ROUTE.authOidc);
