import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TUser } from '../../../domain/auth/contract';
import { FMEA_MESSAGES } from '../../../domain/fmea/contract';
import { EIGHT_D_FMEA_MESSAGES, type ZCloseEightDRequest } from '../../../domain/fmea/eight-d/contract';
import { matchingLines, proposeChanges } from '../../../domain/fmea/eight-d/propose-changes';
import { isAuthorOrAdmin } from '../../../domain/shared/viewer';
import type { Db } from '../../db/database';
import { aiAnalyses } from '../../db/schema';
import { eightDClosures, fmeaChangeProposals } from '../../db/schema-eight-d-fmea';
import { fmeas } from '../../db/schema-fmea';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error';
import { notifyUsers } from '../../notify-kit/notify-users';
import { notificationActor } from '../../notify-kit/task-notifications';
import { candidateLines } from './candidate-lines';
import { eightDFacts } from './eight-d-facts';

/**
 * D8: the author (or a Yönetici) closes an 8D, optionally naming the FMEA and operation it concerns. In
 * the same transaction the PFMEA changes it implies are proposed — to the lines of that operation and
 * failure, found by failure text and process family when no FMEA is named — and each FMEA's owner is
 * told. Nothing in an FMEA changes until its owner accepts a proposal.
 */
export async function closeEightD(
  db: Db,
  actor: TUser,
  analysisId: string,
  input: z.output<typeof ZCloseEightDRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [analysis] = await tx
      .select()
      .from(aiAnalyses)
      .where(eq(aiAnalyses.id, analysisId))
      .for('update')
      .limit(1);
    if (!analysis) throw notFound(EIGHT_D_FMEA_MESSAGES.analysisNotFound);
    if (!isAuthorOrAdmin(actor, analysis.userId)) throw forbidden(EIGHT_D_FMEA_MESSAGES.forbiddenClose);
    const [closed] = await tx
      .select({ at: eightDClosures.closedAt })
      .from(eightDClosures)
      .where(eq(eightDClosures.analysisId, analysisId))
      .limit(1);
    if (closed) throw new AppError(409, 'already_closed', EIGHT_D_FMEA_MESSAGES.alreadyClosed);
    if (input.fmeaId) {
      const [fmea] = await tx.select({ id: fmeas.id }).from(fmeas).where(eq(fmeas.id, input.fmeaId)).limit(1);
      if (!fmea) throw badRequest(FMEA_MESSAGES.notFound, 'fmeaId');
    }
    await tx.insert(eightDClosures).values({
      analysisId,
      closedBy: actor.id,
      fmeaId: input.fmeaId,
      operation: input.operation,
    });

    const facts = eightDFacts(analysis);
    const lines = await candidateLines(tx, facts, input.fmeaId);
    const drafts = proposeChanges(facts, matchingLines(facts, lines, input.operation), input);
    if (drafts.length === 0) return;
    await tx.insert(fmeaChangeProposals).values(drafts.map((d, ordinal) => ({ ...d, analysisId, ordinal })));

    const fmeaIds = [...new Set(drafts.map((d) => d.fmeaId))];
    const owners = await Promise.all(
      fmeaIds.map(
        async (id) =>
          (
            await tx.select({ ownerId: fmeas.ownerId, name: fmeas.name }).from(fmeas).where(eq(fmeas.id, id))
          )[0],
      ),
    );
    const who = await notificationActor(tx, actor);
    await notifyUsers(
      tx,
      owners.flatMap((owner) =>
        owner?.ownerId && owner.ownerId !== actor.id
          ? [
              {
                userId: owner.ownerId,
                type: 'other' as const,
                message: `${who.label} "${analysis.title}" 8D raporunu kapattı; "${owner.name}" FMEA’sı için değişiklik önerileri bekliyor.`,
                link: `/8d/history?report=${encodeURIComponent(analysisId)}`,
              },
            ]
          : [],
      ),
    );
  });
}
