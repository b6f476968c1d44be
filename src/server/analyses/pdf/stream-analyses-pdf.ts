import { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import type { TAnalysis } from '../../../domain/analyses/contract';
import type { TPdfLang } from '../../../domain/analyses/pdf-labels';
import { NO_BRANDING, type PdfBranding } from '../../pdf-kit/pdf-branding';
import { plantTimeZone } from '../../../domain/shared/plant-date';
import type { PdfInputMessage, PdfOutputMessage, PdfTask, PdfTaskResult } from './analyses-pdf-task';
import type { WorkerPool } from '../../workers/worker-pool';

export interface PdfSource {
  /** The reports in order, in batches (read from the database while the worker renders). */
  batches: AsyncIterable<TAnalysis[]> | Iterable<TAnalysis[]>;
  title: string;
  /** Plant name and PNG logo; none when omitted. */
  branding?: PdfBranding;
  /** Language of the PDF's own labels; Turkish when omitted. */
  lang?: TPdfLang;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Renders reports into a PDF on a pool thread and returns it as a stream of its bytes as they are
 * produced; resolves once the first bytes arrived, so a full queue or a failing start is still an
 * ordinary error response. Aborting `signal` (the client left) or destroying the stream drops the
 * task. The thread does not wait for a slow reader: a document is at most 500 reports, and a pool
 * thread held by a slow client would stall everyone else's heavy requests.
 */
export function streamPdfFromWorker(
  pool: WorkerPool,
  pdf: PdfSource,
  signal: AbortSignal,
): Promise<Readable> {
  const { port1, port2 } = new MessageChannel();
  const stop = new AbortController();
  const abort = () => stop.abort(signal.reason);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  let complete = false;
  const stream = new Readable({
    read() {},
    // Also called after a normal end (autoDestroy): only a stream cut short drops the task.
    destroy(error, callback) {
      if (!complete) stop.abort(error ?? new Error('PDF stream closed'));
      port1.close();
      callback(error);
    },
  });

  return new Promise<Readable>((resolve, reject) => {
    let started = false;
    const fail = (error: unknown) => {
      signal.removeEventListener('abort', abort);
      port1.close();
      if (started) stream.destroy(asError(error));
      else reject(error);
    };
    const reports = batchesOf(pdf.batches);
    // The first batch goes unasked so the worker can start; later ones when it pulls.
    const sendNext = () =>
      void reports.next().then(
        (next) =>
          port1.postMessage(
            next.done
              ? ({ type: 'end' } satisfies PdfInputMessage)
              : { type: 'analyses', analyses: next.value },
          ),
        (error: unknown) => {
          stop.abort(error);
          fail(error);
        },
      );
    port1.on('message', (message: PdfOutputMessage) => {
      if (message.type === 'pull') return sendNext();
      if (message.type === 'end') {
        complete = true;
        stream.push(null);
        port1.close();
      } else {
        stream.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      }
      if (!started) {
        started = true;
        resolve(stream);
      }
    });
    pool
      .run<PdfTaskResult>(
        'renderAnalysesPdf',
        {
          title: pdf.title,
          timeZone: plantTimeZone(),
          branding: pdf.branding ?? NO_BRANDING,
          lang: pdf.lang ?? 'tr',
          port: port2,
        } satisfies PdfTask,
        { signal: stop.signal, transferList: [port2] },
      )
      .then(() => signal.removeEventListener('abort', abort), fail);
    sendNext();
  });
}

/** One async iterator over sync or async batches; each read is one query. */
async function* batchesOf(batches: PdfSource['batches']): AsyncGenerator<TAnalysis[]> {
  yield* batches;
}
