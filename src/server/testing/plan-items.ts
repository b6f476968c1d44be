import type { FastifyInstance } from 'fastify';
import type { TPlanItem, TPlanItemPage } from '../../domain/fmea/contract';

/** Tests only: every item of an FMEA's stored plan, page by page, as the browser would read them. */
export async function planItems(app: FastifyInstance, cookie: string, fmeaId: string): Promise<TPlanItem[]> {
  const items: TPlanItem[] = [];
  let cursor: string | null = null;
  do {
    const res: { statusCode: number; body: string; json<T>(): T } = await app.inject({
      method: 'GET',
      url: `/api/fmeas/${fmeaId}/plan/items?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { cookie },
    });
    if (res.statusCode !== 200) throw new Error(`plan items: ${res.statusCode} ${res.body}`);
    const page: TPlanItemPage = res.json<TPlanItemPage>();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
