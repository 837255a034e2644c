import { Controller } from '@nestjs/common';
import { AUDIT_MESSAGES as M, EVENTS, type RequestOf } from '@labmedicin/contracts';
import { Handles, OnEvent } from '@labmedicin/platform';
import { AuditService } from './audit.service';

/** Entries arrive as events and leave as pages; no message changes or deletes one. */
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @OnEvent(EVENTS.auditRecorded)
  recorded({ data }: RequestOf<typeof EVENTS.auditRecorded>): Promise<void> {
    return this.audit.record(data);
  }

  @Handles(M.list)
  list({ meta, data }: RequestOf<typeof M.list>) {
    return this.audit.list(meta, data);
  }

  @Handles(M.exportBatch)
  exportBatch({ meta, data }: RequestOf<typeof M.exportBatch>) {
    return this.audit.exportBatch(meta, data);
  }
}
