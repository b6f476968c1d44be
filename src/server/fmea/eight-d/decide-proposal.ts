import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TUser } from '../../../domain/auth/contract';
import {
  EIGHT_D_FMEA_MESSAGES,
  type TDecideProposalRequest,
  type TProposedChange,
  ZProposedChange,
} from '../../../domain/fmea/eight-d/contract';
import { lineFieldChanges } from '../../../domain/fmea/line-changes';
import { fmeaPermissions } from '../../../domain/fmea/permissions';
import type { Db } from '../../db/database';
import { aiAnalyses } from '../../db/schema';
import { fmeaChangeProposals } from '../../db/schema-eight-d-fmea';
import { fmeas } from '../../db/schema-fmea';
import { fmeaLines } from '../../db/schema-fmea-lines';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { type LineContent, lineInsert, lineSearchText, lineValues } from '../lines/line-columns';
import { touchFmea } from '../lines/touch-fmea';
import { insertLines, recordLineChanges, refreshLineRisk } from '../lines/write-lines';

const joined = (current: string, add: string) => (current.trim() === '' ? add : `${current}; ${add}`);

/** Applies an accepted change to its line (or adds the new line); returns the line's id. */
async function applyChange(
  tx: Db,
  actor: TUser,
  proposal: { fmeaId: string; lineId: string | null },
  change: TProposedChange,
  eightD: string,
): Promise<string> {
  const reference = { field: 'eightD', before: '', after: eightD };
  if (change.kind === 'line') {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${fmeaLines.position}), -1)::int` })
      .from(fmeaLines)
      .where(eq(fmeaLines.fmeaId, proposal.fmeaId));
    const { kind: _kind, ...row } = change;
    const line = lineInsert(
      proposal.fmeaId,
      {
        ...row,
        id: randomUUID(),
        effects: '',
        controls: row.preventionControls,
        detectionControls: '',
        sourceRow: null,
        processItem: '',
        workElement: '',
        specialClass: '',
        characteristic: '',
        specification: '',
        sampleSize: '',
        sampleFrequency: '',
        recommendedAction: '',
        responsible: '',
        targetDate: '',
        actionTaken: '',
        fileAp: null,
        revised: null,
      },
      (last?.position ?? -1) + 1,
    );
    await insertLines(tx, [line], actor.id);
    const fields = lineFieldChanges({}, lineValues(line)).filter(
      (f) => f.after !== '' && f.field !== 'actionStatus',
    );
    await recordLineChanges(tx, [
      {
        fmeaId: proposal.fmeaId,
        lineId: line.id,
        source: '8d',
        fields: [reference, ...fields],
        changedBy: actor.id,
      },
    ]);
    await tx
      .update(fmeas)
      .set({ rowCount: sql`${fmeas.rowCount} + 1` })
      .where(eq(fmeas.id, proposal.fmeaId));
    return line.id;
  }
  const where = and(eq(fmeaLines.fmeaId, proposal.fmeaId), eq(fmeaLines.id, proposal.lineId ?? ''));
  const [line] = await tx.select().from(fmeaLines).where(where).for('update').limit(1);
  if (!line) throw new AppError(409, 'line_gone', EIGHT_D_FMEA_MESSAGES.lineGone);
  const content: LineContent = { ...(line.content as LineContent) };
  const next = { ...line, content };
  if (change.kind === 'cause') content.causes = joined(content.causes, change.add);
  if (change.kind === 'control') {
    content.preventionControls = joined(content.preventionControls, change.add);
    content.controls = [content.preventionControls, content.detectionControls].filter(Boolean).join('; ');
  }
  if (change.kind === 'ratings')
    Object.assign(next, { occurrence: change.occurrence, detection: change.detection });
  const fields = lineFieldChanges(lineValues(line), lineValues(next));
  await tx
    .update(fmeaLines)
    .set({
      content,
      occurrence: next.occurrence,
      detection: next.detection,
      searchText: lineSearchText(content),
      version: line.version + 1,
      updatedAt: new Date(),
      updatedBy: actor.id,
    })
    .where(where);
  if (change.kind === 'ratings') await refreshLineRisk(tx, proposal.fmeaId, line.id);
  await recordLineChanges(tx, [
    {
      fmeaId: proposal.fmeaId,
      lineId: line.id,
      source: '8d',
      fields: [reference, ...fields],
      changedBy: actor.id,
    },
  ]);
  return line.id;
}

/**
 * The FMEA's owner (or a Yönetici) accepts or rejects one proposal of a closed 8D. Accepting changes the
 * FMEA in the same transaction (the line's history names the 8D; the proposal keeps the line), and the
 * FMEA's version moves, so an open worksheet reloads and a plan made before it is stale.
 */
export async function decideProposal(
  db: Db,
  actor: TUser,
  id: string,
  input: TDecideProposalRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [proposal] = await tx
      .select()
      .from(fmeaChangeProposals)
      .where(eq(fmeaChangeProposals.id, id))
      .for('update')
      .limit(1);
    if (!proposal) throw notFound(EIGHT_D_FMEA_MESSAGES.proposalNotFound);
    const [fmea] = await tx
      .select({ ownerId: fmeas.ownerId })
      .from(fmeas)
      .where(eq(fmeas.id, proposal.fmeaId))
      .for('update')
      .limit(1);
    if (!fmea) throw notFound(EIGHT_D_FMEA_MESSAGES.proposalNotFound);
    if (!fmeaPermissions(actor, fmea).edit) throw forbidden(EIGHT_D_FMEA_MESSAGES.forbiddenDecide);
    if (proposal.status !== 'pending')
      throw new AppError(409, 'already_decided', EIGHT_D_FMEA_MESSAGES.alreadyDecided);
    let lineId = proposal.lineId;
    if (input.decision === 'accept') {
      const [analysis] = await tx
        .select({ title: aiAnalyses.title })
        .from(aiAnalyses)
        .where(eq(aiAnalyses.id, proposal.analysisId));
      lineId = await applyChange(
        tx,
        actor,
        proposal,
        ZProposedChange.parse(proposal.change),
        analysis?.title ?? '',
      );
      await touchFmea(tx, proposal.fmeaId, true);
    }
    await tx
      .update(fmeaChangeProposals)
      .set({
        status: input.decision === 'accept' ? 'accepted' : 'rejected',
        decidedBy: actor.id,
        decidedAt: new Date(),
        lineId,
      })
      .where(eq(fmeaChangeProposals.id, id));
  });
}
