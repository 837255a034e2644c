import { errorBody, type ErrorCode } from '@labmedicin/contracts';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { apiFailureOf } from './api.exception';

/** The code of a request Node's HTTP parser refused before any handler saw it. */
function codeOf(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/** The raw HTTP answer to such a request: the API's error body, and the connection closed. */
function clientErrorAnswer(error: NodeJS.ErrnoException): string {
  const failure = errorBody(codeOf(error));
  const body = JSON.stringify(apiFailureOf(failure));
  return [
    `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Headers too large, a malformed request line, a request that did not arrive in time: Node answers
 * those itself with an empty body. Here they get the API's error body with a code, as everything
 * the gateway refuses does; as Node does, only on a connection that has not been written to yet (a
 * reset or a second error on it is just closed).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    if (error.code !== 'ECONNRESET' && socket.writable && !socket.bytesWritten) socket.write(clientErrorAnswer(error));
    socket.destroy();
  });
}
