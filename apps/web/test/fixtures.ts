import { errorBody, type ApiFailure, type ArticleCategory, type Comment, type ReaderComment, type ArticleListItem, type Category, type ErrorCode, type Pagination, type Role, type User } from '@labmedicin/contracts';
import { HEMATOLOGI } from '@labmedicin/contracts/testing';
import type { StubAnswer } from './fetch-stub';

export { HEMATOLOGI, anArticle } from '@labmedicin/contracts/testing';

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
    names: { sv: overrides.name, en: overrides.name },
    description: '',
    descriptions: { sv: overrides.description ?? '', en: '' },
    color: '#6c757d',
    articleCount: 0,
    createdAt: '2024-01-10T09:00:00.000Z',
    updatedAt: '2024-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** The API's error body for a code, exactly as the gateway answers it. */
export function failureBody(code: ErrorCode, details?: Parameters<typeof errorBody>[1]): ApiFailure {
  const { status: _status, ...body } = errorBody(code, details);
  return { success: false, ...body };
}

/** GET /api/auth/me answers: logged in as `user`, or no user (200, success false) when null. */
export function meAnswer(user: User | null): StubAnswer {
  return { body: user ? { success: true, user } : { success: false, user: null } };
}

export const KLINISK_KEMI: ArticleCategory = { _id: 'c2', name: 'Klinisk kemi', names: { sv: 'Klinisk kemi', en: 'Clinical chemistry' }, slug: 'klinisk-kemi', color: '#0d6efd' };

/** An article in a list (GET /api/articles, search, tag pages), as our server sends it. */
export function aListItem(overrides: Partial<ArticleListItem> & Pick<ArticleListItem, '_id' | 'slug' | 'title'>): ArticleListItem {
  return {
    summary: `Om ${overrides.title}.`,
    excerpt: `${overrides.title} mäts i plasma.`,
    category: HEMATOLOGI,
    tags: [],
    status: 'published',
    views: 0,
    createdAt: '2024-01-10T12:00:00.000Z',
    updatedAt: '2024-03-05T12:00:00.000Z',
    version: 1,
    author: null,
    review: null,
    language: 'sv',
    outdated: false,
    translatedFrom: null,
    translations: [],
    ...overrides,
  };
}

/** Numbered list items: 'Artikel 1', 'Artikel 2', … */
export function listItems(count: number, from = 1): ArticleListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return aListItem({ _id: `a${n}`, slug: `artikel-${n}`, title: `Artikel ${n}` });
  });
}

/** A successful list answer with its pagination. */
export function listAnswer(data: unknown[], pagination: Partial<Pagination> = {}): StubAnswer {
  const limit = pagination.limit ?? 20;
  const total = pagination.total ?? data.length;
  return { body: { success: true, data, pagination: { page: 1, limit, total, pages: Math.ceil(total / limit), ...pagination } } };
}

/** A search answer (GET /api/articles/search): a page of hits, and how many fall in each category (none unless given). */
export function searchAnswer(data: unknown[], pagination: Partial<Pagination> = {}, categories: unknown[] = []): StubAnswer {
  const { body } = listAnswer(data, pagination);
  return { body: { ...(body as object), categories } };
}

/** An approved comment on the Hemoglobin article, as readers get it. */
export function aReaderComment(overrides: Partial<ReaderComment> & Pick<ReaderComment, '_id' | 'content'>): ReaderComment {
  return {
    status: 'approved',
    userId: { _id: '64b7f0c2a1b2c3d4e5f60799', username: 'erik' },
    articleId: { _id: '65a0c0ffee0000000000a001', slug: 'hemoglobin', title: 'Hemoglobin' },
    reported: false,
    createdAt: '2024-03-06T09:30:00.000Z',
    ...overrides,
  };
}

/** A comment as admins get it (GET /api/admin/comments). */
export function aComment(overrides: Partial<Comment> & Pick<Comment, '_id' | 'content'>): Comment {
  return {
    status: 'pending',
    userId: { _id: '64b7f0c2a1b2c3d4e5f60799', username: 'erik' },
    articleId: { _id: '65a0c0ffee0000000000a001', slug: 'hemoglobin', title: 'Hemoglobin' },
    reports: [],
    createdAt: '2024-03-06T09:30:00.000Z',
    ...overrides,
  };
}
