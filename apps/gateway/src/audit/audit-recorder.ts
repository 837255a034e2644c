import { Inject, Injectable, Logger } from '@nestjs/common';
import { EVENTS, type AuditAction, type AuditDetails, type AuditOutcome, type AuditTarget } from '@labmedicin/contracts';
import { EVENT_PUBLISHER, type EventPublisher } from '@labmedicin/platform';
import type { GatewayRequest } from '../common/gateway-request';
import { toHttpFailure } from '../common/http-error.filter';

/** One action to record. The actor is the session's unless given (a sign-in names the account that signed in). */
export interface AuditNote {
  action: AuditAction;
  target: AuditTarget | null;
  details?: AuditDetails;
  actor?: { id: string; username: string } | null;
}

/** Failures that are an attempt that did not pass its check, not a rule that refused it. */
const FAILED_CHECKS = new Set(['INVALID_CREDENTIALS', 'CURRENT_PASSWORD_WRONG']);

/** How an action that threw ended, and the API's code for it. */
function outcomeOf(error: unknown, req: GatewayRequest): { outcome: AuditOutcome; code: string } {
  const { status, body } = toHttpFailure(error, req);
  const outcome = status >= 500 || FAILED_CHECKS.has(body.code) ? 'failure' : 'refused';
  return { outcome, code: body.code };
}

/**
 * Sends audited actions to the audit log (auth-users) as audit.recorded events, after the action
 * was answered: the gateway is where the actor, the request id and the outcome are all known.
 * Recording never fails or delays an action: the event is sent without waiting, and one that is
 * lost is logged. Every feature that performs an audited action calls this (most through
 * AuditInterceptor, by the route table; a sign-in failure from the login guard).
 */
@Injectable()
export class AuditRecorder {
  private readonly logger = new Logger(AuditRecorder.name);

  constructor(@Inject(EVENT_PUBLISHER) private readonly events: EventPublisher) {}

  /** Records an action that was carried out (or ended as `outcome` says). */
  record(req: GatewayRequest, note: AuditNote, outcome: AuditOutcome = 'success'): void {
    const actor = note.actor === undefined ? req.actor : note.actor;
    const meta = { requestId: req.requestId, actor: req.actor ?? null };
    const record = {
      action: note.action,
      outcome,
      actor: actor ? { id: actor.id, username: actor.username } : null,
      target: note.target,
      at: new Date().toISOString(),
      requestId: req.requestId,
      details: note.details ?? {},
    };
    try {
      this.events.emit(EVENTS.auditRecorded, record, meta).catch((error: unknown) => this.lost(note.action, req, error));
    } catch (error) {
      this.lost(note.action, req, error);
    }
  }

  /** Records an action that threw `error`: a failure or a refusal, with the API's code. */
  recordFailure(req: GatewayRequest, note: AuditNote, error: unknown): void {
    const { outcome, code } = outcomeOf(error, req);
    this.record(req, { ...note, details: { ...note.details, code } }, outcome);
  }

  /** A sign-in with a password that did not succeed: the address tried, never the password. */
  signInFailed(req: GatewayRequest, attempted: string, error: unknown): void {
    this.recordFailure(req, { action: 'sign-in', actor: null, target: null, details: { attempted, method: 'password' } }, error);
  }

  private lost(action: AuditAction, req: GatewayRequest, error: unknown): void {
    this.logger.warn(`The audit entry of ${action} (request ${req.requestId}) was not recorded: ${error instanceof Error ? error.message : String(error)}`);
  }
}
