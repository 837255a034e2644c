import { Inject, Injectable, Logger } from '@nestjs/common';
import { archiveFileName, type ArchiveImportResult, type ErrorCode, type RequestMeta } from '@labmedicin/contracts';
import { ArchiveError, OBJECT_STORE, SERVICE_CLIENT, importArchive, verifyArchive, writeArchive, type ObjectStore, type ServiceClient } from '@labmedicin/platform';
import type { Response } from 'express';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiException } from '../common/api.exception';
import { ArticleCache } from '../http-cache/article-cache';
import { SessionsService } from '../sessions/sessions.service';
import { remoteSections } from './remote-sections';

/** The product's version, as the archive's manifest names it: the workspace's package.json (beside apps/ in the image too). */
const PRODUCT_VERSION = (JSON.parse(readFileSync(join(__dirname, '../../../../package.json'), 'utf8')) as { version: string }).version;

/**
 * The admin area's export and import of the whole installation, in the archive the command line
 * writes and reads (docs/export-format.md). The gateway owns no store: every record comes from and
 * goes to the service that owns it, over the transport; image bytes are read from the object store.
 */
@Injectable()
export class ArchiveService {
  private readonly logger = new Logger(ArchiveService.name);
  /** An import this gateway is running: a second one at the same time is refused. */
  private importing = false;

  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly articleCache: ArticleCache,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Streams the archive as a download: the sections are asked first (a service down answers its
   * error before any byte is sent), then each record and file is written as it arrives, with the
   * response's backpressure. A failure once bytes are out can only cut the download short: the
   * archive then lacks its manifest, and an import refuses it.
   */
  async download(res: Response, withoutAccounts: boolean, meta: RequestMeta): Promise<void> {
    const sections = await remoteSections(this.services, this.objects, meta);
    res.status(200);
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader('Content-Disposition', `attachment; filename="${archiveFileName(new Date())}"`);
    try {
      const manifest = await writeArchive(res, sections, { withoutAccounts, productVersion: PRODUCT_VERSION });
      this.logger.log(`Exported the installation for ${meta.actor?.username}: ${JSON.stringify(manifest.counts)}`);
    } catch (error) {
      this.logger.error(`An export for ${meta.actor?.username} stopped: ${(error as Error).message}`);
      res.destroy(error as Error);
    }
  }

  /**
   * Imports an uploaded archive into an installation that holds nothing but what its first start
   * made (the seed articles and categories, the first admin): checked whole first, so a damaged or
   * tampered archive changes nothing; then each service's section is replaced, all or nothing
   * (importArchive), and the search index rebuilt from the imported articles. Every cached public
   * answer goes. The file is removed in every case.
   */
  async import(file: string, meta: RequestMeta): Promise<ArchiveImportResult> {
    if (this.importing) {
      await rm(file, { force: true });
      throw new ApiException('ARCHIVE_IMPORT_BUSY');
    }
    this.importing = true;
    // The import's marker and its copy of the installation as it was, for this import alone.
    const workDir = await mkdtemp(join(tmpdir(), 'labmedicin-import-'));
    try {
      const manifest = await verifyArchive(file).catch(refused);
      const sections = await remoteSections(this.services, this.objects, meta);
      const held = sections.filter((section) => !section.fresh).map((section) => section.service);
      if (held.length > 0) {
        throw new ApiException('ARCHIVE_TARGET_NOT_EMPTY', { message: `The installation is not empty: ${held.join(', ')} hold data of their own` });
      }
      await importArchive(file, sections, { replace: true, workDir, productVersion: PRODUCT_VERSION }).catch(refused);
      await this.articleCache.allChanged();
      // With the archive's accounts in, the admin who imported is no longer one: their next request sees it.
      if (!manifest.withoutAccounts && meta.actor) await this.sessions.userChanged(meta.actor.id);
      this.logger.log(`Imported an archive for ${meta.actor?.username}: ${JSON.stringify(manifest.counts)}`);
      return { counts: manifest.counts, accounts: !manifest.withoutAccounts };
    } finally {
      this.importing = false;
      await Promise.all([rm(file, { force: true }), rm(workDir, { recursive: true, force: true })]);
    }
  }
}

/** An archive the import refuses, answered with its code and the archive's own account of what is wrong. */
function refused(error: unknown): never {
  if (error instanceof ArchiveError) throw new ApiException(error.code as ErrorCode, { message: error.message });
  throw error;
}
