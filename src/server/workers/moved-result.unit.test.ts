import { transferableSymbol, valueSymbol } from 'piscina';
import { describe, expect, it } from 'vitest';
import { movedResult, ownedMemory } from './moved-result';
import dispatch from './worker-tasks';

describe('a pool answer whose memory moves', () => {
  it('moves only memory a view owns whole, never a slice of the shared buffer pool', () => {
    const big = Buffer.concat([Buffer.alloc(8192, 1)]);
    const pooled = Buffer.from('küçük');
    expect(ownedMemory(big)).toEqual([big.buffer]);
    expect(ownedMemory(pooled)).toEqual([]);
    expect(movedResult('x', [big, pooled]).transferList).toEqual([big.buffer]);
  });

  it("hands a new FMEA's line batches to Piscina as transferable, the answer unchanged", async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      processStep: `Op ${i} Enjeksiyon`,
      potentialFailure: 'Çapak',
      effects: 'Montajda sıkışma',
      severity: 7,
      causes: 'Kalıp aşınması',
      occurrence: 5,
      detection: 6,
    }));
    const body = Buffer.from(JSON.stringify({ name: 'Taşınan PFMEA', rows }));
    const answer = (await dispatch({
      name: 'prepareFmea',
      task: { body: [body], fmeaId: 'f1', actorId: 'u1' } as never,
    })) as Record<symbol, unknown>;
    const transferList = answer[transferableSymbol] as ArrayBuffer[];
    const { value } = answer[valueSymbol] as {
      value: { ok: boolean; fmea: { batches: { bytes: Uint8Array } } };
    };
    expect(value.ok).toBe(true);
    expect(transferList).toEqual([value.fmea.batches.bytes.buffer]);
    expect(value.fmea.batches.bytes.byteLength).toBeGreaterThan(8192);
  });

  it('leaves an ordinary answer as it is', async () => {
    const answer = await dispatch({
      name: 'prepareFmea',
      task: { body: [Buffer.from('{')], fmeaId: 'f', actorId: 'u' } as never,
    });
    expect(answer).toMatchObject({ value: { ok: false } });
  });
});
