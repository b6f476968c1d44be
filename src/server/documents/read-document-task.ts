import fs from 'node:fs/promises';
import type { DocumentLocation } from './document-store';
import { readDocumentBytes } from './read-document';
import { DELETED_BEFORE_READ, problem, type ReadResult } from './read-result';

/** A pool task: one document, as its file (read here) or its bytes (transferred or copied). */
export type ReadDocumentTask = DocumentLocation;

/**
 * Runs off the event loop (a child process of the budgeted pool), so a 60-page PDF never stalls
 * the loop that answers everyone else; a stored file's 19 MB never pass through the server at all.
 */
export async function readDocumentTask(task: ReadDocumentTask): Promise<ReadResult> {
  if ('bytes' in task) return readDocumentBytes(task.bytes);
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(task.file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return problem('corrupt', DELETED_BEFORE_READ);
    throw error;
  }
  return readDocumentBytes(bytes);
}
