import { apiMessageSchema, authResponseSchema, meResponseSchema, type LoginInput, type RegisterInput } from '@labmedicin/contracts';
import { apiCall } from './http';

export const fetchMe = () => apiCall('GET', '/auth/me', meResponseSchema);

export const login = (input: LoginInput) => apiCall('POST', '/auth/login', authResponseSchema, input);

export const register = (input: RegisterInput) => apiCall('POST', '/auth/register', authResponseSchema, input);

export const logout = () => apiCall('POST', '/auth/logout', apiMessageSchema, {});
