import { apiMessageSchema, authResponseSchema, meResponseSchema, type LoginInput, type RegisterInput } from '@labmedicin/contracts';
import { apiCall, CHECK_ANSWERS } from './http';

export const fetchMe = () => apiCall('GET', '/auth/me', CHECK_ANSWERS && meResponseSchema);

export const login = (input: LoginInput) => apiCall('POST', '/auth/login', CHECK_ANSWERS && authResponseSchema, input);

export const register = (input: RegisterInput) => apiCall('POST', '/auth/register', CHECK_ANSWERS && authResponseSchema, input);

export const logout = () => apiCall('POST', '/auth/logout', CHECK_ANSWERS && apiMessageSchema, {});
