import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client goes away before its response was fully sent, so the pool
 * drops the queued task or ends the thread that runs it instead of working for nobody.
 */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const gone = () => controller.abort(new Error('client disconnected'));
  // The client may have left while the request waited for the database.
  if (response.destroyed || response.socket?.destroyed === true) gone();
  else response.once('close', () => response.writableFinished || gone());
  return controller.signal;
}
