import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_IMPORT_FILE_BYTES } from '../../../domain/fmea/import/contract';
import { fmeaImportOperations as ops } from '../../../domain/fmea/import/operations';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth-kit/authenticate';
import { registerOperation } from '../../http/register-operation';
import { abortOnDisconnect } from '../../workers/abort-on-disconnect';
import { importFmeaFile, unsupportedType } from './import-fmea-file';

/** Room for the multipart envelope (boundaries, part headers) around the largest allowed file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * The FMEA import, in its own scope: multipart is registered here only (one file part, bounded
 * size, no other parts worth keeping), and every other media type gets the Turkish 415.
 */
export async function fmeaImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedType()));
    await scope.register(multipart, {
      limits: {
        fileSize: MAX_IMPORT_FILE_BYTES,
        files: 1,
        fields: 4,
        parts: 5,
        fieldSize: 4096,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    registerOperation(
      scope,
      ops.importFile,
      async ({ query }, request, reply) =>
        ctx.heavyJobs.run(currentUser(request).id, () =>
          importFmeaFile(
            ctx.workers,
            ctx.db,
            request,
            query,
            abortOnDisconnect(reply),
            ctx.config.documentRead,
          ),
        ),
      { bodyLimit: MAX_IMPORT_FILE_BYTES + ENVELOPE_BYTES },
    );
  });
}
