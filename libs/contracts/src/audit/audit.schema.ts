import { z } from 'zod';
import { blankAsAbsent, paginationSchema, pageQuerySchema } from '../api';
import { objectIdSchema } from '../ids';
import { roleSchema } from '../roles';
import { AUDIT_ACTIONS, AUDIT_METHODS, AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from './audit.constants';

export * from './audit.constants';

export const auditActionSchema = z.enum(AUDIT_ACTIONS, { errorMap: () => ({ message: 'invalidValue' }) });

/** Who acted, as they were named at the time (a later rename or delete leaves the entry as it was). */
export const auditActorSchema = z.object({ id: z.string().max(64), username: z.string().max(100) });

export const auditTargetSchema = z.object({
  type: z.enum(AUDIT_TARGET_TYPES),
  /** Null when the action failed before the target was known by its id (an article named by its slug). */
  id: z.string().max(200).nullable(),
  /** What a reader recognises it by at the time (a title, a username, a file name); null when unknown. */
  label: z.string().max(300).nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/**
 * What an entry says beyond who, what and which. Only these fields exist: anything else a
 * recorder passes is dropped when the entry is parsed, so no password, token, hash or code can
 * reach the log by mistake. `attempted` is the address or username a failed sign-in tried.
 */
export const auditDetailsSchema = z
  .object({
    attempted: z.string().max(320),
    method: z.enum(AUDIT_METHODS),
    roleFrom: roleSchema,
    roleTo: roleSchema,
    /** The other article of a translation link, by slug. */
    translation: z.string().max(200),
    /** The version an article was restored from. */
    version: z.number().int().min(1),
    /** How many articles a forced image delete took the image out of. */
    articles: z.number().int().min(0),
    /** The API's error code of a failure or refusal. */
    code: z.string().max(64),
  })
  .partial()
  .default({});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/** Payload of the audit.recorded event: one action, after it was answered. */
export const auditRecordSchema = z.object({
  action: auditActionSchema,
  outcome: z.enum(AUDIT_OUTCOMES),
  actor: auditActorSchema.nullable(),
  target: auditTargetSchema.nullable(),
  /** When the action was answered (ISO 8601, UTC). */
  at: z.string().datetime(),
  requestId: z.string().min(1).max(200),
  details: auditDetailsSchema,
});
export type AuditRecord = z.input<typeof auditRecordSchema>;

export const auditEntrySchema = auditRecordSchema.extend({ _id: z.string() });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const auditDay = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .regex(DAY, 'auditDateInvalid')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'auditDateInvalid')
    .optional(),
);

const auditFilterFields = {
  actor: z.preprocess(blankAsAbsent, z.string().trim().max(100, 'invalidValue').optional()),
  action: z.preprocess(blankAsAbsent, auditActionSchema.optional()),
  from: auditDay,
  to: auditDay,
};
const inOrder = (filter: { from?: string; to?: string }) => !filter.from || !filter.to || filter.from <= filter.to;
const reversed = { message: 'auditRangeReversed', path: ['to'] };

/**
 * The audit log's filters, one rule for the admin screen's form, the gateway and auth-users:
 * part of the actor's username (any case), one action, and whole days from and to (inclusive,
 * Swedish time, as the screen shows them).
 */
export const auditFilterSchema = z.object(auditFilterFields).refine(inOrder, reversed);
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

/** GET /admin/audit: the filters and a page, newest first. */
export const auditListQuerySchema = pageQuerySchema(50, 100).extend(auditFilterFields).refine(inOrder, reversed);

/**
 * Payload of AUDIT_MESSAGES.exportBatch: the next entries of an export, newest first, older than
 * `before` (an entry's id; ids are in the order entries were stored), so an export stays
 * consistent while new entries arrive.
 */
export const auditExportBatchSchema = z
  .object({ ...auditFilterFields, before: objectIdSchema.optional(), limit: z.number().int().min(1).max(1000).default(500) })
  .refine(inOrder, reversed);

export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), pagination: paginationSchema });
export const auditBatchSchema = z.object({ data: z.array(auditEntrySchema) });
