import { z } from 'zod';
import { LIMITS } from './limits';
import type { ErrorCode } from './errors';

/** The pagination object of every paged answer: page, limit, total, pages. */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** `{ success, data, pagination?, message? }`: every successful HTTP body of the API. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  pagination?: Pagination;
  message?: string;
}

/**
 * Every HTTP error body: a stable `code`, the English `message`, and for field failures one
 * message (`errors`) and one validation code (`fieldCodes`) per field.
 */
export interface ApiFailure {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  fieldCodes?: Record<string, string>;
  /** What the failure concerns, where the client shows it (e.g. the articles that use an image). */
  data?: unknown;
  /** The request's id (X-Request-Id), where the outcome is unknown: sent again with it, an idempotent write answers what it did. */
  requestId?: string;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** The schema of a successful answer carrying `data` of the given schema. */
export const apiSuccessSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.literal(true), data, pagination: paginationSchema.optional(), message: z.string().optional() });

/** The schema of a successful answer carrying a page of items of the given schema and its pagination. */
export const apiPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema, message: z.string().optional() });

/** A successful answer that carries only a message (e.g. logout). */
export const apiMessageSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** A query parameter sent empty (a filter's "all" choice) means not given. */
export const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Query numbers arrive as strings; coerce, bound, and default them. */
export const pageQuerySchema = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).max(LIMITS.maxPage).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
