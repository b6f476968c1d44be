import type { IncomingMessage } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '../../domain/shared/api-error';
import type { Operation, OperationReturn, ParsedInput } from '../../domain/shared/operation';
import { collectRawBody, RawBody } from '../workers/raw-body';

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

/** Route options an operation cannot express (body limits). */
export type OperationRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit'>;

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
  registerRoute<O, ParsedInput<O>['body']>(app, operation, handler, options);
}

type RouteHandler<O extends Operation, Body> = (
  input: { params: ParsedInput<O>['params']; query: ParsedInput<O>['query']; body: Body },
  request: FastifyRequest,
  reply: FastifyReply,
) => ReturnType<OperationHandler<O>>;

function registerRoute<O extends Operation, Body>(
  app: FastifyInstance,
  operation: O,
  handler: RouteHandler<O, Body>,
  options: OperationRouteOptions & { validatorCompiler?: FastifySchemaCompiler<unknown> },
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
      // The one place the types trust the validator compiler: Fastify types the parts `unknown`, and
      // no generic signature can carry an operation's schemas to them. Each part was parsed by the
      // operation's zod schema (fastify-type-provider-zod), or — for a raw-JSON operation only — the
      // body is the RawBody its scope's parser made, which that handler's type says.
      const input = {
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body,
      } as Parameters<RouteHandler<O, Body>>[0];
      const result = await handler(input, request, reply);
      if (sendsItself || reply.sent) return reply;
      return reply.status(status).send(status === 204 ? null : result);
    },
  });
}

/** The body of a raw-JSON operation: its bytes, for a pool thread to parse and validate. */
export type RawJsonHandler<O extends Operation> = RouteHandler<O, RawBody>;

/**
 * An operation whose JSON body is too big to parse on the event loop (an FMEA of 20 000 rows, 10⁶
 * measurements): registered in a scope of its own where `application/json` is kept as bytes (other
 * media types get the usual 415). Params and query are still parsed by their schemas here; the body
 * reaches the handler as a RawBody, and the pool thread parses it with the operation's own schema,
 * which still documents it.
 */
export async function registerRawJsonOperation<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: RawJsonHandler<O>,
  options: Required<OperationRouteOptions>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', (request: FastifyRequest, payload: IncomingMessage) =>
      collectRawBody(payload, options.bodyLimit, request.headers['content-length']),
    );
    const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, ...route }) =>
      route.httpPart === 'body' || !(schema instanceof z.ZodType)
        ? (data) => ({ value: data })
        : zodValidatorCompiler({ ...route, schema });
    registerRoute<O, RawBody>(
      scope,
      operation,
      (input, request, reply) => {
        // Only a body without a content type reaches here unparsed; it is not this operation's JSON.
        if (!(input.body instanceof RawBody)) throw new TypeError('raw JSON body expected');
        return handler(input, request, reply);
      },
      { ...options, validatorCompiler },
    );
  });
}
