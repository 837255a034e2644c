import { Controller, Inject, Res } from '@nestjs/common';
import { AUDIT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import type { Response } from 'express';
import { once } from 'node:events';
import { Forwarding } from '../common/forwarding';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { AUDIT_CSV_HEADER, auditCsvLine } from './audit-csv';

/** Entries asked for at a time while an export streams. */
const EXPORT_BATCH = 500;

/** The audit log for admins: pages of it, and all of it that the filters match as CSV. Nothing here changes it. */
@Controller()
export class AuditController extends Forwarding(['auditList']) {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {
    super();
  }

  /**
   * Streams the CSV batch by batch, each asked for after the previous was written (and the
   * connection took it). The first batch comes before any byte, so a failure then is the API's
   * error; a later one ends the connection without the closing line break, so no partial file
   * passes for a whole one.
   */
  @Route(ROUTES.auditExport)
  async export(@Input() { query }: In<'auditExport'>, @Meta() meta: RequestMeta, @Res() res: Response): Promise<void> {
    let batch = (await this.services.send(AUDIT_MESSAGES.exportBatch, { ...query, limit: EXPORT_BATCH }, meta)).data;
    res.status(200);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    });
    // The byte order mark makes spreadsheets read the file as UTF-8 (å, ä, ö in names).
    res.write(`\uFEFF${AUDIT_CSV_HEADER}`);
    try {
      while (batch.length > 0) {
        if (!res.write(batch.map(auditCsvLine).join(''))) await once(res, 'drain');
        if (batch.length < EXPORT_BATCH || res.destroyed) break;
        const before = batch[batch.length - 1]?._id;
        batch = (await this.services.send(AUDIT_MESSAGES.exportBatch, { ...query, before, limit: EXPORT_BATCH }, meta)).data;
      }
    } catch {
      res.destroy();
      return;
    }
    res.end();
  }
}
