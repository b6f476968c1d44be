import { describe, expect, it } from 'vitest';
import { BatchedLogStream } from './batched-log-stream';

function recordingTarget() {
  const writes: string[] = [];
  let syncFlushes = 0;
  return {
    writes,
    syncFlushes: () => syncFlushes,
    target: {
      write: (chunk: string) => writes.push(chunk),
      flushSync: () => {
        syncFlushes += 1;
      },
    },
  };
}

describe('batched log stream', () => {
  it('hands lines to the writer in blocks, in their order, once a block is full', () => {
    const { writes, target } = recordingTarget();
    const stream = new BatchedLogStream(target, 100);
    const lines = Array.from({ length: 25 }, (_, i) => `{"line":${String(i).padStart(3, '0')}}\n`);
    for (const line of lines) stream.write(line);
    // 13 characters a line: a block leaves at every eighth line (104 ≥ 100): 3 blocks, and 1 line waits.
    expect(writes).toHaveLength(3);
    expect(writes.every((block) => block.length >= 100)).toBe(true);
    stream.flush();
    expect(writes.join('')).toBe(lines.join(''));
  });

  it('flush hands over what waits and then answers; an empty flush writes nothing', () => {
    const { writes, target } = recordingTarget();
    const stream = new BatchedLogStream(target);
    let answered = false;
    stream.flush(() => {
      answered = true;
    });
    expect(answered).toBe(true);
    expect(writes).toEqual([]);
    stream.write('{"msg":"Kalite Asistanı başladı"}\n');
    expect(writes).toEqual([]);
    stream.flush();
    expect(writes).toEqual(['{"msg":"Kalite Asistanı başladı"}\n']);
  });

  it('flushSync passes the waiting lines on and has the writer write synchronously (at exit)', () => {
    const { writes, target, syncFlushes } = recordingTarget();
    const stream = new BatchedLogStream(target);
    stream.write('{"msg":"SIGTERM: kapanıyor"}\n');
    stream.flushSync();
    expect(writes).toEqual(['{"msg":"SIGTERM: kapanıyor"}\n']);
    expect(syncFlushes()).toBe(1);
  });
});
