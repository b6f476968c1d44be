import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThreadClient } from './pglite-thread-client';

let client: PgliteThreadClient;
beforeAll(async () => {
  client = await PgliteThreadClient.open(undefined);
  await client.query('create table t (id int primary key, note text)');
}, 60_000);
afterAll(async () => {
  await client?.close();
});

const count = async () => (await client.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n;

describe('the embedded database on its own thread', () => {
  it('answers statements with rows, fields and affected rows; timestamps as PostgreSQL text for drizzle', async () => {
    const inserted = await client.query('insert into t values ($1, $2), ($3, $4)', [1, 'bir', 2, 'iki']);
    expect(inserted.affectedRows).toBe(2);
    const { rows, fields } = await client.query<{ id: number; note: string; at: string }>(
      `select id, note, timestamptz '2026-11-27 10:00+03' as at from t order by id`,
    );
    expect(rows).toEqual([
      { id: 1, note: 'bir', at: '2026-11-27 07:00:00+00' },
      { id: 2, note: 'iki', at: '2026-11-27 07:00:00+00' },
    ]);
    expect(fields.map((f) => f.name)).toEqual(['id', 'note', 'at']);
    const asArrays = await client.query('select id from t order by id', [], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[1], [2]]);
  });

  it('gives PostgreSQL errors with their fields (code, constraint) so callers can tell them apart', async () => {
    const error = await client.query('insert into t values (1, $1)', ['tekrar']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (10, $1)', ['onaylı']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t values (11, $1)', ['geri alınır']);
        throw new Error('vazgeçildi');
      }),
    ).rejects.toThrow('vazgeçildi');
    const { rows } = await client.query<{ id: number }>('select id from t where id >= 10 order by id');
    expect(rows).toEqual([{ id: 10 }]);
  });

  it('holds other statements until an open transaction ends (one connection, as PGlite)', async () => {
    const before = await count();
    let outsideSaw: number | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (20, $1)', ['içeride']);
      const outside = count().then((n) => {
        outsideSaw = n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      await tx.query('insert into t values (21, $1)', ['içeride']);
      void outside;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outsideSaw).toBe((before ?? 0) + 2);
  });

  it('delivers NOTIFY to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const stop = await client.listen('kalite_test', (payload) => heard.push(payload));
    await client.query(`select pg_notify('kalite_test', 'ilk')`);
    await expect.poll(() => heard).toEqual(['ilk']);
    await stop();
    await client.query(`select pg_notify('kalite_test', 'ikinci')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['ilk']);
  });

  it('keeps the event loop free while the database works', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await client.query(`select count(*) from generate_series(1, 3000000)`);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses statements once closed', async () => {
    const other = await PgliteThreadClient.open(undefined);
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('the database is closed');
  }, 60_000);
});
