import { HttpException, Injectable, createParamDecorator, mixin, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { HTTP_STATUS, IMAGE_MAX_BYTES, type ImagePurpose } from '@labmedicin/contracts';
import type { Observable } from 'rxjs';
import { ApiException } from '../common/api.exception';

const TOO_LARGE = { article: 'IMAGE_TOO_LARGE', avatar: 'AVATAR_TOO_LARGE' } as const;

/**
 * Reads one image from a multipart field into memory, no larger than its purpose allows: a bigger
 * file is cut off while it arrives and answered 413 with the purpose's message, before anything is
 * sent on. The type is not judged here: media reads it from the bytes.
 */
export function ImageUpload(field: string, purpose: ImagePurpose): Type<NestInterceptor> {
  const Multipart = FileInterceptor(field, {
    limits: { fileSize: IMAGE_MAX_BYTES[purpose], files: 1, fields: 10, parts: 11 },
    // Browsers send file names as UTF-8 ('Blodprov översikt.png'), busboy's default is latin1.
    defParamCharset: 'utf8',
  });
  @Injectable()
  class ImageUploadInterceptor extends Multipart {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof HttpException && error.getStatus() === HTTP_STATUS.payloadTooLarge) throw new ApiException(TOO_LARGE[purpose]);
        throw error;
      }
    }
  }
  return mixin(ImageUploadInterceptor);
}

/** An uploaded file as the services take it. */
export interface UploadedImage {
  data: string;
  originalName: string;
}

/** The file read by ImageUpload, as base64 for the transport; 400 IMAGE_REQUIRED when none was sent. */
export function uploadedImageOf(ctx: ExecutionContext): UploadedImage {
  const file = ctx.switchToHttp().getRequest<{ file?: { buffer: Buffer; originalname: string } }>().file;
  if (!file || file.buffer.length === 0) throw new ApiException('IMAGE_REQUIRED');
  return { data: file.buffer.toString('base64'), originalName: file.originalname };
}

export const UploadedImageFile = createParamDecorator((_: unknown, ctx: ExecutionContext): UploadedImage => uploadedImageOf(ctx));
