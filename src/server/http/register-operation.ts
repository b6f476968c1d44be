import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify';
import { ZApiError } from '../../domain/shared/api-error';
import type { Operation, OperationReturn, ParsedInput } from '../../domain/shared/operation';

/** Every operation may answer these with `{"error": {code, message, field?}}`; documented once here. */
const ERROR_RESPONSES = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  413: ZApiError,
  415: ZApiError,
  422: ZApiError,
  429: ZApiError,
  502: ZApiError,
  503: ZApiError,
} as const;

export type OperationHandler<O extends Operation> = (
  input: ParsedInput<O>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<
  O['binary'] extends true ? FastifyReply : O['redirect'] extends true ? FastifyReply : OperationReturn<O>
>;

/** Route options an operation cannot express (body limits, a raw-body validator for worker threads). */
export type OperationRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit'> & {
  validatorCompiler?: FastifySchemaCompiler<unknown>;
};

/**
 * Registers the Fastify route of one shared operation: method, path, schemas, public flag and the
 * success status all come from the operation object, so the browser's call and the route agree.
 * The handler gets the parsed params/query/body and returns the answer (or sends a file itself).
 */
export function registerOperation<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  options: OperationRouteOptions = {},
): void {
  const status = operation.status ?? 200;
  // Files and redirects are sent by the handler: only their JSON errors are documented and checked.
  const sendsItself = operation.binary === true || operation.redirect === true;
  app.route({
    method: operation.method,
    url: operation.path,
    ...options,
    // `operation` marks the route as registered from a shared object (see route-origin.test.ts).
    config: {
      operation: `${operation.method} ${operation.path}`,
      ...(operation.public ? { public: true } : {}),
      ...(operation.apiToken ? { apiToken: true } : {}),
      ...(operation.pendingAllowed ? { pendingAllowed: true } : {}),
    },
    schema: {
      tags: [...operation.tags],
      // Only the parts the operation has: Fastify warns about keys that are present but undefined.
      ...(operation.summary ? { summary: operation.summary } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      response: sendsItself ? ERROR_RESPONSES : { [status]: operation.response, ...ERROR_RESPONSES },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // The zod validator compiler has already parsed each part with the operation's schemas.
      const input = {
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body,
      } as ParsedInput<O>;
      const result = await handler(input, request, reply);
      if (sendsItself || reply.sent) return reply;
      return reply.status(status).send(status === 204 ? null : result);
    },
  });
}
