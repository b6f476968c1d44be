import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocumentTask } from './read-document-task';
import { DELETED_BEFORE_READ } from './read-result';

describe('readDocumentTask: a document as its file or its bytes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-read-task-'));

  it('reads a file the same as its bytes', async () => {
    const bytes = Buffer.from('not an office file, not a pdf');
    const file = path.join(dir, 'a');
    fs.writeFileSync(file, bytes);
    const fromFile = await readDocumentTask({ file });
    expect(fromFile).toEqual(await readDocumentTask({ bytes: new Uint8Array(bytes) }));
    expect(fromFile.readProblem?.code).toBe('corrupt');
  });

  it('a file deleted before the read is the deleted-document finding, not a crash', async () => {
    const result = await readDocumentTask({ file: path.join(dir, 'gone') });
    expect(result.readProblem).toEqual({ code: 'corrupt', detail: DELETED_BEFORE_READ });
  });
});
