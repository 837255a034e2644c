import { fieldErrors } from '../field-errors';
import { loginSchema, registerFormSchema, registerSchema } from './auth.schema';

describe('register validation', () => {
  it('gives the spec messages for each field', () => {
    const result = registerSchema.safeParse({ username: 'ab', email: 'nope', password: '123' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
  it('requires every field', () => {
    const result = registerSchema.safeParse({ username: '', email: '', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('rejects a username over 20 characters and a confirmation that differs', () => {
    const result = registerFormSchema.safeParse({
      username: 'a'.repeat(21),
      email: 'anna@example.se',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      username: 'Username cannot exceed 20 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
  it('rejects an email longer than the 254 characters an address can have, at register and login', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(186)}.se`;
    expect(long).toHaveLength(254);
    expect(registerSchema.safeParse({ username: 'anna', email: long, password: 'secret1' }).success).toBe(true);
    for (const schema of [registerSchema, loginSchema]) {
      const result = schema.safeParse({ username: 'anna', email: `x${long}`, password: 'secret1' });
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(fieldErrors(result.error)).toEqual({ email: 'Please enter a valid email address' });
    }
  });
});
