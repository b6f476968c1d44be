import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';
import { API_HEADERS } from './security-headers';

/**
 * Errors the router raises before any route runs (a malformed percent-encoding, a path segment longer
 * than an id can be), answered in the API's `{"error":{code,message}}` shape with a Turkish message
 * instead of Fastify's English default.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers(API_HEADERS);
  // A WebSocket handshake on a malformed URL: the WebSocket plugin has taken the socket over and its
  // clean-up hook does not run for router errors, so the answer closes the connection itself
  // (otherwise anonymous sockets pile up without a timeout).
  if (request.headers.upgrade !== undefined) {
    void reply.header('connection', 'close');
    reply.raw.once('finish', () => request.raw.socket.destroy());
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorBody('uri_too_long', 'İstek adresi çok uzun.'));
    return;
  }
  void reply.status(400).send(errorBody('bad_url', 'İstek adresi geçersiz bir karakter dizisi içeriyor.'));
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'İstek başlıkları çok büyük. Tarayıcı çerezlerini temizleyip yeniden deneyin.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'İstek zamanında tamamlanmadı. Lütfen tekrar deneyin.',
  },
};
const MALFORMED = { status: 400, code: 'bad_request', message: 'Geçersiz HTTP isteği.' };

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a 20 KB header, a broken request
 * line). Only the socket exists here, so the answer is written by hand; the body length is counted
 * in bytes because the Turkish message is not ASCII.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
