import { describe, expect, it } from 'vitest';
import { BatchedLogStream } from './batched-log-stream';

function recordingTarget() {
  const writes: Buffer[] = [];
  let syncFlushes = 0;
  return {
    writes,
    text: () => Buffer.concat(writes).toString('utf8'),
    syncFlushes: () => syncFlushes,
    target: {
      // A copy: the stream must never touch a block again once it is handed over.
      write: (chunk: Buffer) => writes.push(Buffer.from(chunk)),
      flushSync: () => {
        syncFlushes += 1;
      },
    },
  };
}

describe('batched log stream', () => {
  it('hands lines to the writer in blocks, in their order, before a block would overflow', () => {
    const { writes, text, target } = recordingTarget();
    const stream = new BatchedLogStream(target, 100);
    const lines = Array.from({ length: 25 }, (_, i) => `{"line":${String(i).padStart(3, '0')}}\n`);
    for (const line of lines) stream.write(line);
    // 13 characters a line, counted at 3 bytes each against the block: 5 lines (65 bytes) a block.
    expect(writes).toHaveLength(4);
    expect(writes.every((block) => block.length === 65)).toBe(true);
    stream.flush();
    expect(text()).toBe(lines.join(''));
  });

  it('keeps Turkish letters whole across blocks, and a line longer than a block goes alone', () => {
    const { writes, text, target } = recordingTarget();
    const stream = new BatchedLogStream(target, 64);
    const lines = [
      '{"msg":"Çalışma talimatı güncellendi: İğne ölçüsü"}\n',
      '{"msg":"şğüöçıİ"}\n',
      `{"msg":"${'ı'.repeat(40)}"}\n`,
      '{"msg":"son"}\n',
    ];
    for (const line of lines) stream.write(line);
    stream.flush();
    expect(text()).toBe(lines.join(''));
    // No block ends inside a character: each decodes on its own.
    for (const block of writes) expect(Buffer.from(block.toString('utf8'), 'utf8').equals(block)).toBe(true);
  });

  it('a handed-over block is never written into again', () => {
    const held: Buffer[] = [];
    const stream = new BatchedLogStream({ write: (chunk) => held.push(chunk), flushSync: () => {} }, 64);
    stream.write('{"a":1}\n');
    stream.flush();
    stream.write('{"b":2}\n');
    stream.flush();
    expect(held.map((block) => block.toString('utf8'))).toEqual(['{"a":1}\n', '{"b":2}\n']);
  });

  it('flush hands over what waits and then answers; an empty flush writes nothing', () => {
    const { writes, text, target } = recordingTarget();
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
    expect(text()).toBe('{"msg":"Kalite Asistanı başladı"}\n');
  });

  it('flushSync passes the waiting lines on and has the writer write synchronously (at exit)', () => {
    const { text, target, syncFlushes } = recordingTarget();
    const stream = new BatchedLogStream(target);
    stream.write('{"msg":"SIGTERM: kapanıyor"}\n');
    stream.flushSync();
    expect(text()).toBe('{"msg":"SIGTERM: kapanıyor"}\n');
    expect(syncFlushes()).toBe(1);
  });
});
