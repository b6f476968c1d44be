import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLine } from '../../domain/feeds/csv';
import type { TFeedQuery } from '../../domain/feeds/contract';
import type { Viewer } from '../../domain/shared/viewer';
import { plantDate } from '../../domain/shared/plant-date';
import type { Db } from '../db/database';
import type { FeedCursor, FeedSource } from './feed-source';

/** Rows read per query: memory stays flat whatever the table's size (100 000 tasks = 50 queries). */
const FEED_BATCH_ROWS = 2000;

/**
 * The feed as text chunks, one batch at a time: CSV (BOM, header, lines) or a JSON array. The stream
 * asks for the next batch only when the client has taken the previous one (Readable.from pulls).
 * @internal
 */
export async function* feedChunks<Row extends Record<string, string | number | null>>(
  db: Db,
  source: FeedSource<Row>,
  viewer: Viewer,
  query: TFeedQuery,
  batchRows = FEED_BATCH_ROWS,
): AsyncGenerator<string> {
  const csv = query.format === 'csv';
  yield csv ? CSV_BOM + csvLine(source.columns, query.locale) : '[';
  let after: FeedCursor | null = null;
  let first = true;
  do {
    const { rows, last } = await source.batch(db, viewer, after, batchRows);
    let chunk = '';
    for (const row of rows) {
      if (csv)
        chunk += csvLine(
          source.columns.map((c) => row[c] ?? null),
          query.locale,
        );
      else {
        chunk += (first ? '\n' : ',\n') + JSON.stringify(row);
        first = false;
      }
    }
    if (chunk) yield chunk;
    after = rows.length === batchRows ? last : null;
  } while (after);
  if (!csv) yield '\n]\n';
}

/** Sends a feed as a streamed file; nothing is cached by a proxy or the browser. */
export function sendFeed<Row extends Record<string, string | number | null>>(
  reply: FastifyReply,
  db: Db,
  source: FeedSource<Row>,
  viewer: Viewer,
  query: TFeedQuery,
): FastifyReply {
  const csv = query.format === 'csv';
  const name = `${source.fileName}_${plantDate(new Date())}.${query.format}`;
  return reply
    .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(
      // One chunk (one batch) read ahead at most: the next query waits until the client has taken it.
      Readable.from(feedChunks(db, source, viewer, query), { highWaterMark: 1 }),
    );
}
