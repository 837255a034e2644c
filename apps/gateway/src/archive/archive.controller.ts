import { Controller, Res, UseInterceptors } from '@nestjs/common';
import { ROUTES, type RequestMeta } from '@labmedicin/contracts';
import type { Response } from 'express';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { ArchiveUpload, UploadedArchive } from './archive-upload.interceptor';
import { ArchiveService } from './archive.service';

/** The whole installation as one archive, out (a download) and in (an upload), for admins. */
@Controller()
export class ArchiveController {
  constructor(private readonly archives: ArchiveService) {}

  @Route(ROUTES.archiveExport)
  async download(@Input() { query }: In<'archiveExport'>, @Meta() meta: RequestMeta, @Res() res: Response): Promise<void> {
    await this.archives.download(res, query.withoutAccounts, meta);
  }

  @Route(ROUTES.archiveImport)
  @UseInterceptors(ArchiveUpload)
  async import(@UploadedArchive() file: string, @Meta() meta: RequestMeta) {
    return { data: await this.archives.import(file, meta) };
  }
}
