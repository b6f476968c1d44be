import type { MessagePort } from 'node:worker_threads';
import type { TAnalysis } from '../../../domain/analyses/contract';
import type { TPdfLang } from '../../../domain/analyses/pdf-labels';
import { setPlantTimeZone } from '../../../domain/shared/plant-date';
import { writeAnalysesPdf } from './build-analyses-pdf';
import type { PdfBranding } from '../../pdf-kit/pdf-branding';

/** A PDF to render: its title and the port that brings the reports and takes the bytes. */
export interface PdfTask {
  title: string;
  /** The plant's zone of the main thread (a pool thread has its own module state). */
  timeZone: string;
  /** The organisation's name and PNG logo (organisation profile). */
  branding: PdfBranding;
  /** The language of the PDF's own labels ('tr' when an older caller leaves it out). */
  lang?: TPdfLang;
  port: MessagePort;
}

/** Main thread → worker: presented analyses (plain data) in order, then `end`. */
export type PdfInputMessage = { type: 'analyses'; analyses: TAnalysis[] } | { type: 'end' };
/**
 * Worker → main thread: `pull` asks for the next batch of reports; `chunk`s are the PDF's bytes in
 * order, then `end` once the document is complete.
 */
export type PdfOutputMessage = { type: 'pull' } | { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };

export interface PdfTaskResult {
  pages: number;
  chunks: number;
}

/**
 * The reports as they arrive on the port. The next batch is asked for when this one starts, so the
 * main thread reads the database while this thread renders — and no faster than it renders.
 */
async function* receive(port: MessagePort): AsyncGenerator<TAnalysis> {
  const waiting: PdfInputMessage[] = [];
  let wake: (() => void) | undefined;
  port.on('message', (message: PdfInputMessage) => {
    waiting.push(message);
    wake?.();
  });
  const pull: PdfOutputMessage = { type: 'pull' };
  for (;;) {
    const message = waiting.shift();
    if (!message) {
      await new Promise<void>((resolve) => (wake = resolve));
      continue;
    }
    if (message.type === 'end') return;
    if (waiting.length === 0) port.postMessage(pull);
    yield* message.analyses;
  }
}

/** Pool task: renders the reports as they arrive and posts the PDF's bytes as they are produced. */
export async function renderAnalysesPdfTask({
  title,
  timeZone,
  branding,
  lang = 'tr',
  port,
}: PdfTask): Promise<PdfTaskResult> {
  setPlantTimeZone(timeZone);
  let chunks = 0;
  const pages = await writeAnalysesPdf(
    receive(port),
    title,
    (bytes) => {
      // A copy owns its memory, so it moves to the main thread without another copy (pdfkit's small
      // buffers may share Node's buffer pool, which must never be transferred).
      const chunk = new Uint8Array(bytes);
      const message: PdfOutputMessage = { type: 'chunk', bytes: chunk };
      port.postMessage(message, [chunk.buffer]);
      chunks++;
    },
    branding,
    lang,
  );
  const end: PdfOutputMessage = { type: 'end' };
  port.postMessage(end);
  port.close();
  return { pages, chunks };
}
