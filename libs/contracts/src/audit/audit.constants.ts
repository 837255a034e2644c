/**
 * What the audit log records: one action per kind of change that must be answerable later (who
 * did what, to what, when, and how it ended). No zod here, so the admin screen's labels take it
 * without the schemas.
 *
 * Every action the installation can perform today is recorded by the gateway after it answered
 * (apps/gateway/src/audit). The sign-in by single sign-on (`sign-in` with method `sso`), the
 * two-factor, password-reset and session actions and the archive actions are named here for the
 * features that perform them: each records its own with the gateway's AuditRecorder.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'password.changed',
  'password.reset-requested',
  'password.reset-completed',
  'two-factor.enabled',
  'two-factor.disabled',
  'two-factor.recovery-code-used',
  'session.revoked',
  'sessions.revoked-all',
  'user.created',
  'user.deleted',
  'user.role-changed',
  'article.published',
  'article.unpublished',
  'article.deleted',
  'article.restored',
  'image.force-deleted',
  'category.deleted',
  'translation.linked',
  'translation.unlinked',
  'archive.exported',
  'archive.imported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * How an action ended: carried out (`success`); attempted and failed (`failure`: wrong
 * credentials or code, or a service that failed or did not answer); or refused by a rule before
 * anything changed (`refused`: no rights, bad input, a conflict, a rate limit).
 */
export const AUDIT_OUTCOMES = ['success', 'failure', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** What an entry's target is. */
export const AUDIT_TARGET_TYPES = ['user', 'article', 'image', 'category', 'session', 'archive'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** How a sign-in or an account creation came about. */
export const AUDIT_METHODS = ['password', 'sso', 'recovery-code', 'registration', 'admin'] as const;
export type AuditMethod = (typeof AUDIT_METHODS)[number];

/** The columns of the CSV export, in order; the SPA's table shows the same. */
export const AUDIT_CSV_COLUMNS = [
  'time',
  'action',
  'outcome',
  'actorId',
  'actorUsername',
  'targetType',
  'targetId',
  'targetLabel',
  'details',
  'requestId',
] as const;
