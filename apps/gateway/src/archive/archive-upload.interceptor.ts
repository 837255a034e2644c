import { HttpException, Injectable, createParamDecorator, mixin, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ARCHIVE_UPLOAD_MAX_BYTES, HTTP_STATUS } from '@labmedicin/contracts';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Observable } from 'rxjs';
import { ApiException } from '../common/api.exception';

/** The form field the import page sends the archive in (ROUTES.archiveImport.file). */
const FIELD = 'archive';

/**
 * Writes an uploaded archive to a file of its own in the temporary folder as it arrives: an archive
 * is read twice (checked whole, then imported), and may be far larger than memory should hold. A
 * larger one than ARCHIVE_UPLOAD_MAX_BYTES is cut off and answered 413.
 */
const Multipart = FileInterceptor(FIELD, {
  storage: {
    _handleFile(_req: unknown, file: { stream: Readable }, done: (error: Error | null, info?: { path: string; size: number }) => void) {
      const path = join(tmpdir(), `labmedicin-import-${randomUUID()}.tar.gz`);
      const out = createWriteStream(path);
      pipeline(file.stream, out).then(
        () => done(null, { path, size: out.bytesWritten }),
        (error: Error) => void rm(path, { force: true }).finally(() => done(error)),
      );
    },
    // A request refused after its file was written (too large, a second file): the file goes.
    _removeFile(_req: unknown, file: { path: string }, done: (error: Error | null) => void) {
      rm(file.path, { force: true }).then(() => done(null), done);
    },
  },
  limits: { fileSize: ARCHIVE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
});

@Injectable()
class ArchiveUploadInterceptor extends Multipart {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HTTP_STATUS.payloadTooLarge) throw new ApiException('ARCHIVE_TOO_LARGE');
      throw error;
    }
  }
}

export const ArchiveUpload = mixin(ArchiveUploadInterceptor);

/** The uploaded archive's path; 400 ARCHIVE_REQUIRED when the form carried none. */
export const UploadedArchive = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const file = ctx.switchToHttp().getRequest<{ file?: { path: string; size: number } }>().file;
  if (!file || file.size === 0) throw new ApiException('ARCHIVE_REQUIRED');
  return file.path;
});
