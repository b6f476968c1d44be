import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  EIGHT_D_FMEA_MESSAGES,
  type TEightDFmeaLink,
  type TFmeaProposal,
  ZProposedChange,
} from '../../../domain/fmea/eight-d/contract';
import { fmeaPermissions } from '../../../domain/fmea/permissions';
import { isAuthorOrAdmin, type Viewer } from '../../../domain/shared/viewer';
import type { Db } from '../../db/database';
import { aiAnalyses, users } from '../../db/schema';
import { eightDClosures, fmeaChangeProposals } from '../../db/schema-eight-d-fmea';
import { fmeas } from '../../db/schema-fmea';
import { notFound } from '../../http/app-error';

const closer = alias(users, 'closer');
const decider = alias(users, 'decider');

/** GET /api/analyses/:id/fmea: the 8D's closure and its FMEA proposals, with what the viewer may do. */
export async function eightDFmeaLink(db: Db, analysisId: string, viewer: Viewer): Promise<TEightDFmeaLink> {
  const [analysis] = await db
    .select({ userId: aiAnalyses.userId, title: aiAnalyses.title })
    .from(aiAnalyses)
    .where(eq(aiAnalyses.id, analysisId))
    .limit(1);
  if (!analysis) throw notFound(EIGHT_D_FMEA_MESSAGES.analysisNotFound);
  const [closure] = await db
    .select({
      closedAt: eightDClosures.closedAt,
      closedByName: closer.fullName,
      fmeaId: eightDClosures.fmeaId,
      fmeaName: fmeas.name,
      operation: eightDClosures.operation,
    })
    .from(eightDClosures)
    .leftJoin(closer, eq(closer.id, eightDClosures.closedBy))
    .leftJoin(fmeas, eq(fmeas.id, eightDClosures.fmeaId))
    .where(eq(eightDClosures.analysisId, analysisId))
    .limit(1);
  const rows = await db
    .select({
      proposal: fmeaChangeProposals,
      fmeaName: fmeas.name,
      fmeaOwnerId: fmeas.ownerId,
      decidedByName: decider.fullName,
    })
    .from(fmeaChangeProposals)
    .innerJoin(fmeas, eq(fmeas.id, fmeaChangeProposals.fmeaId))
    .leftJoin(decider, eq(decider.id, fmeaChangeProposals.decidedBy))
    .where(eq(fmeaChangeProposals.analysisId, analysisId))
    .orderBy(asc(fmeaChangeProposals.createdAt), asc(fmeaChangeProposals.ordinal));
  const proposals: TFmeaProposal[] = rows.map(({ proposal, fmeaName, fmeaOwnerId, decidedByName }) => ({
    id: proposal.id,
    analysisId,
    analysisTitle: analysis.title,
    fmeaId: proposal.fmeaId,
    fmeaName,
    lineId: proposal.lineId,
    lineLabel: proposal.lineLabel,
    change: ZProposedChange.parse(proposal.change),
    reason: proposal.reason,
    status: proposal.status as TFmeaProposal['status'],
    decidedByName,
    decidedAt: proposal.decidedAt?.toISOString() ?? null,
    can: { decide: proposal.status === 'pending' && fmeaPermissions(viewer, { ownerId: fmeaOwnerId }).edit },
  }));
  return {
    closure: closure ? { ...closure, closedAt: closure.closedAt.toISOString() } : null,
    canClose: !closure && isAuthorOrAdmin(viewer, analysis.userId),
    proposals,
  };
}
