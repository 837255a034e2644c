import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { auditRecordSchema, paginationOf, type AuditEntry, type AuditFilter, type AuditRecord, type Pagination, type RequestMeta } from '@labmedicin/contracts';
import { AUTH_USERS_CONFIG, type AuthUsersEnv } from '../config/auth-users.config';
import { requireAdmin } from '../users/user-access';
import { AuditRepository } from './audit.repository';

const DAY_MS = 86_400_000;

/**
 * The audit log: entries are appended as the gateway reports actions and read by admins; none
 * is ever changed. Entries older than AUDIT_RETENTION_DAYS are deleted at start and once a day
 * after (every replica does it; deleting what is already gone costs nothing).
 */
@Injectable()
export class AuditService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AuditService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly entries: AuditRepository,
    @Inject(AUTH_USERS_CONFIG) private readonly config: AuthUsersEnv,
  ) {}

  onApplicationBootstrap(): void {
    void this.pruneLogged();
    this.timer = setInterval(() => void this.pruneLogged(), DAY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Parsed again here: the entry holds only the fields its schema names, whoever sent it. */
  async record(record: AuditRecord): Promise<void> {
    await this.entries.append(auditRecordSchema.parse(record));
  }

  async list(meta: RequestMeta, query: AuditFilter & { page: number; limit: number }): Promise<{ data: AuditEntry[]; pagination: Pagination }> {
    requireAdmin(meta);
    const { page, limit, ...filter } = query;
    const { entries, total } = await this.entries.page(filter, (page - 1) * limit, limit);
    return { data: entries, pagination: paginationOf(page, limit, total) };
  }

  async exportBatch(meta: RequestMeta, query: AuditFilter & { before?: string; limit: number }): Promise<{ data: AuditEntry[] }> {
    requireAdmin(meta);
    const { before, limit, ...filter } = query;
    return { data: await this.entries.olderThan(filter, before, limit) };
  }

  /** Deletes the entries older than the retention period at `now`; returns how many. */
  prune(now = Date.now()): Promise<number> {
    return this.entries.deleteRecordedBefore(new Date(now - this.config.AUDIT_RETENTION_DAYS * DAY_MS).toISOString());
  }

  private async pruneLogged(): Promise<void> {
    try {
      const deleted = await this.prune();
      if (deleted > 0) this.logger.log(`${deleted} audit entries older than ${this.config.AUDIT_RETENTION_DAYS} days deleted`);
    } catch (error) {
      this.logger.warn(`Old audit entries were not deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
