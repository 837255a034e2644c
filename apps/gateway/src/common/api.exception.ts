import { HttpException } from '@nestjs/common';
import type { ApiFailure } from '@labmedicin/contracts';

/** An HTTP error with the API's body `{ success: false, message, errors? }` and optional headers. */
export class ApiException extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super({ success: false, message, ...(errors ? { errors } : {}) } satisfies ApiFailure, status);
  }
}
