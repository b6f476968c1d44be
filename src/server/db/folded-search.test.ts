import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTurkish } from '../../domain/shared/turkish-text';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { escapeLike, foldedSearch } from './folded-search';

// A scratch table: the helper must work on any folded search_text column (tasks, analyses …).
const notes = pgTable('folded_search_notes', { searchText: text('search_text').notNull() });
const STORED = ['Kalıp çapağı K-501', '100% kontrol', 'hat_3 sızıntı', 'C:\\ölçüm\\kayıt', 'a_b', 'a-b'];

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table folded_search_notes (search_text text not null)`);
  // Stored exactly as the app stores search_text: folded by foldTurkish.
  await database.db.insert(notes).values(STORED.map((s) => ({ searchText: foldTurkish(s) })));
});
afterAll(async () => {
  await database.close();
});

async function search(query: string | undefined): Promise<string[]> {
  const rows = await database.db.select().from(notes).where(foldedSearch(notes.searchText, query));
  return rows.map((r) => r.searchText).sort();
}

describe('foldedSearch', () => {
  it('matches every folded word of the query, in any case and spelling', async () => {
    expect(await search('ÇAPAĞ  kalip')).toEqual(['kalip capagi k-501']);
    expect(await search('SIZINTI')).toEqual(['hat_3 sizinti']);
    expect(await search('capag sizinti')).toEqual([]);
  });

  it('keeps everything for an empty query', async () => {
    expect(await search(undefined)).toHaveLength(STORED.length);
    expect(await search('   ')).toHaveLength(STORED.length);
  });

  it.each([
    ['%', ['100% kontrol']],
    ['_', ['a_b', 'hat_3 sizinti']],
    ['a_b', ['a_b']], // unescaped, '_' would be any character and find 'a-b' too
    ['hat_', ['hat_3 sizinti']],
    ['k_501', []], // '_' is not "any character": 'k-501' is not found
    ['%501', []],
    ['\\', ['c:\\olcum\\kayit']],
    ['\\olcum', ['c:\\olcum\\kayit']],
  ])('treats LIKE metacharacters in %j as literal text', async (query, expected) => {
    expect(await search(query)).toEqual(expected);
  });
});

describe('escapeLike', () => {
  it('escapes %, _ and the escape character itself', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
