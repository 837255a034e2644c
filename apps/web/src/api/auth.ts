import type { AuthResponse, LoginInput, MeResponse, RegisterInput } from '@labmedicin/contracts';
import { apiRequest } from './http';

export const fetchMe = () => apiRequest<MeResponse>('GET', '/auth/me');

export const login = (input: LoginInput) => apiRequest<AuthResponse>('POST', '/auth/login', input);

export const register = (input: RegisterInput) => apiRequest<AuthResponse>('POST', '/auth/register', input);

export const logout = () => apiRequest<{ success: true; message?: string }>('POST', '/auth/logout', {});
