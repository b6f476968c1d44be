import { and, eq } from 'drizzle-orm';
import type { TUser } from '../../../domain/auth/contract';
import {
  LINE_MESSAGES,
  type TFmeaLine,
  type TLineProposal,
  type ZProposeRevisionRequest,
} from '../../../domain/fmea/line-contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { fmeaLines } from '../../db/schema-fmea-lines';
import { forbidden, notFound } from '../../http/app-error';
import { notifyUsers } from '../../notify-kit/notify-users';
import { notificationActor } from '../../notify-kit/task-notifications';
import { fmeaLineLink } from './line-link';
import { lockLine } from './locked-line';
import { getLine } from './read-lines';
import { touchFmea } from './touch-fmea';
import { recordLineChanges } from './write-lines';

const ratingText = (p: { severity: number; occurrence: number; detection: number }) =>
  `S ${p.severity} / O ${p.occurrence} / D ${p.detection}`;

/**
 * The assignee of the task made from a line proposes its revised ratings (AIAG-VDA step 6); the
 * FMEA's owner is notified and accepts (PATCH `revised`) or dismisses it. A new proposal replaces one
 * still waiting.
 */
export async function proposeRevision(
  db: Db,
  actor: TUser,
  fmeaId: string,
  lineId: string,
  input: z.output<typeof ZProposeRevisionRequest>,
): Promise<TFmeaLine> {
  const fmea = await db.transaction(async (tx) => {
    const { fmea, line, can } = await lockLine(tx, fmeaId, lineId, actor);
    if (!can.propose) throw forbidden(LINE_MESSAGES.forbiddenPropose);
    const who = await notificationActor(tx, actor);
    const proposal: TLineProposal = {
      severity: input.severity,
      occurrence: input.occurrence,
      detection: input.detection,
      note: input.note,
      byId: actor.id,
      byName: who.label,
      at: new Date().toISOString(),
    };
    await tx
      .update(fmeaLines)
      .set({ proposal, version: line.version + 1, updatedAt: new Date(), updatedBy: actor.id })
      .where(and(eq(fmeaLines.fmeaId, fmeaId), eq(fmeaLines.id, lineId)));
    const before = line.proposal as TLineProposal | null;
    await recordLineChanges(tx, [
      {
        fmeaId,
        lineId,
        source: 'proposal',
        fields: [
          { field: 'proposal', before: before ? ratingText(before) : '', after: ratingText(proposal) },
        ],
        changedBy: actor.id,
      },
    ]);
    await touchFmea(tx, fmeaId, false);
    if (fmea.ownerId && fmea.ownerId !== actor.id) {
      await notifyUsers(tx, [
        {
          userId: fmea.ownerId,
          type: 'other',
          message: `${who.label}, "${fmea.name}" FMEA’sında bir satır için revize derecelendirme önerdi: ${ratingText(proposal)}`,
          link: fmeaLineLink(fmeaId, lineId),
        },
      ]);
    }
    return fmea;
  });
  const line = await getLine(db, fmea, lineId, actor);
  if (!line) throw notFound(LINE_MESSAGES.notFound);
  return line;
}
