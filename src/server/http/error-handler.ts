import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TApiError } from '../../domain/shared/api-error';
import { AppError } from './app-error';

export function errorBody(code: string, message: string, field?: string): TApiError {
  return { error: field ? { code, message, field } : { code, message } };
}

/** One place turns every failure into `{"error": {code, message, field}}` with a Turkish message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath.split('/').filter(Boolean).join('.');
      const unknownKeys = issue?.keyword === 'unrecognized_keys' ? issue.params['keys'] : undefined;
      const keys = Array.isArray(unknownKeys) ? unknownKeys.join(', ') : undefined;
      return reply
        .status(400)
        .send(errorBody('validation_error', issue?.message ?? 'Geçersiz istek', keys ?? (path || undefined)));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(errorBody('payload_too_large', 'İstek gövdesi çok büyük.'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(errorBody('unsupported_media_type', 'İstek JSON biçiminde olmalıdır.'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send(errorBody('invalid_json', 'İstek gövdesi geçerli bir JSON değil.'));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(errorBody('rate_limited', 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody('bad_request', 'Geçersiz istek.'));
    }
    request.log.error({ reqId: request.id, err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error', 'Beklenmeyen bir sunucu hatası oluştu.'));
  });
}

/**
 * What an unexpected error may put in the log: its kind, code, message and stack, and for a failed
 * query the SQL text — never the query's parameters (a new user's e-mail, an argon2 hash) nor the
 * database's `detail` line, which quotes the offending values.
 * @internal
 */
export function loggableError(error: Error): Record<string, unknown> {
  const e = error as Error & { query?: unknown; params?: unknown; cause?: unknown; code?: unknown };
  const cause = e.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof e.query === 'string') {
    return {
      type: e.name,
      message: 'Failed query',
      query: e.query.slice(0, 500),
      dbCode: cause?.code,
      dbMessage: typeof cause?.message === 'string' ? cause.message : undefined,
    };
  }
  return { type: e.name, code: e.code, message: e.message, stack: e.stack };
}
