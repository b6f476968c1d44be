import { readDocumentBytes } from './read-document';
import type { ReadResult } from './read-result';

/** A pool task (src/server/workers): one document's bytes in (transferred), its tables and text out. */
export interface ReadDocumentTask {
  bytes: Uint8Array;
}

/** Runs on a worker thread, so a 60-page PDF never stalls the event loop that answers everyone else. */
export async function readDocumentTask(task: ReadDocumentTask): Promise<ReadResult> {
  return readDocumentBytes(task.bytes);
}
