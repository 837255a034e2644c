import type { Category, Role, User } from '@labmedicin/contracts';
import type { StubAnswer } from './fetch-stub';

export function aUser(role: Role = 'user', overrides: Partial<User> = {}): User {
  return {
    _id: '64b7f0c2a1b2c3d4e5f60718',
    username: role === 'admin' ? 'admin' : 'anna',
    email: role === 'admin' ? 'admin@labmedicin.se' : 'anna@example.se',
    role,
    avatar: null,
    bio: '',
    location: '',
    website: '',
    profile: { firstName: '', lastName: '', specialty: '', institution: '' },
    createdAt: '2024-01-10T09:00:00.000Z',
    updatedAt: '2024-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> & Pick<Category, '_id' | 'name'>): Category {
  return {
    slug: overrides.name.toLowerCase(),
    description: '',
    color: '#6c757d',
    articleCount: 0,
    createdAt: '2024-01-10T09:00:00.000Z',
    updatedAt: '2024-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/auth/me answers: logged in as `user`, or 401 when null. */
export function meAnswer(user: User | null): StubAnswer {
  return user ? { body: { success: true, user } } : { status: 401, body: { success: false, message: 'Not logged in' } };
}
