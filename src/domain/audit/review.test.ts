import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report';
import type { TAuditReport, TFinding, TFindingCategory } from './contract';
import { auditPermissions, withAuditPermissions } from './permissions';
import { addedFinding, applyReview } from './review';
import { ZAddFindingRequest, ZReviewFindingRequest, type TStoredDecision } from './review-contract';

const DRAFT = { publishedAt: null, publishedByName: null };

function finding(id: string, category: TFindingCategory, source: TFinding['source'] = 'rules'): TFinding {
  return {
    id,
    category,
    title: `Bulgu ${id}`,
    description: '',
    iatfClause: '8.5.1.1',
    recommendation: '',
    priority: 'medium',
    documentType: 'fmea',
    ruleId: 'doc-control-missing',
    evidence: { documentId: 'd1', file: 'PFMEA.xlsx', sheetOrPage: null, row: 3, cellText: null },
    source,
  };
}

function report(findings: TFinding[]): TAuditReport {
  // The engine's figures for these findings (the spec's rule, buildReport's own numbers).
  const built = buildReport([]);
  const rules = findings.filter((f) => f.source === 'rules');
  const major = rules.filter((f) => f.category === 'major').length;
  const minor = rules.filter((f) => f.category === 'minor').length;
  const level = major > 1 ? 'critical' : major === 1 ? 'needs-improvement' : minor > 2 ? 'good' : 'excellent';
  const score = { critical: 45, 'needs-improvement': 65, good: 75, excellent: 85 }[level];
  return {
    ...built,
    findings,
    majorFindings: major,
    minorFindings: minor,
    complianceLevel: level,
    overallScore: score,
  };
}

function decision(
  findingId: string,
  decision: TStoredDecision['decision'],
  extra: Partial<TStoredDecision> = {},
): TStoredDecision {
  return {
    findingId,
    decision,
    category: null,
    reason: decision === 'rejected' ? 'Yanlış eşleşme' : null,
    finding: null,
    userId: 'u1',
    userName: 'Ayşe Kaya',
    at: '2026-11-26T12:00:00.000Z',
    ...extra,
  };
}

describe('applyReview: the spec’s score rule over the findings that count', () => {
  const base = report([
    finding('finding-1', 'major'),
    finding('finding-2', 'minor'),
    finding('finding-3', 'minor'),
  ]);

  it('without decisions the draft scores as the engine did, and every finding is pending', () => {
    const r = applyReview(base, [], DRAFT);
    expect(r.overallScore).toBe(65);
    expect(r.complianceLevel).toBe('needs-improvement');
    expect(r.review).toMatchObject({ state: 'draft', accepted: 0, rejected: 0, pending: 3 });
    expect(r.findings.every((f) => f.review === null)).toBe(true);
  });

  it('rejecting the last major moves the level from needs-improvement to excellent (boundary)', () => {
    const r = applyReview(base, [decision('finding-1', 'rejected')], DRAFT);
    expect(r.majorFindings).toBe(0);
    expect(r.complianceLevel).toBe('excellent');
    expect(r.overallScore).toBe(85);
    // The original finding and its decision stay in the report, with the engine's figures beside.
    expect(r.findings[0]).toMatchObject({
      id: 'finding-1',
      category: 'major',
      review: { decision: 'rejected', reason: 'Yanlış eşleşme', userName: 'Ayşe Kaya' },
    });
    expect(r.review.original).toMatchObject({
      overallScore: 65,
      complianceLevel: 'needs-improvement',
      majorFindings: 1,
    });
    expect(r.totalFindings).toBe(2);
  });

  it('with two majors, rejecting one leaves one major: critical → needs-improvement', () => {
    const two = report([finding('finding-1', 'major'), finding('finding-2', 'major')]);
    expect(applyReview(two, [], DRAFT).complianceLevel).toBe('critical');
    expect(applyReview(two, [decision('finding-2', 'rejected')], DRAFT).complianceLevel).toBe(
      'needs-improvement',
    );
  });

  it('a re-grade counts with its new category and keeps the original beside it', () => {
    const r = applyReview(base, [decision('finding-1', 'regraded', { category: 'minor' })], DRAFT);
    // Three minors (>2) and no major: 'good'.
    expect(r.minorFindings).toBe(3);
    expect(r.complianceLevel).toBe('good');
    expect(r.findings[0]).toMatchObject({
      category: 'minor',
      review: { decision: 'regraded', originalCategory: 'major' },
    });
    expect(r.review.regraded).toBe(1);
  });

  it('two minors are excellent, a third (a re-grade up) makes it good: the >2 boundary', () => {
    const two = report([
      finding('finding-1', 'minor'),
      finding('finding-2', 'minor'),
      finding('finding-3', 'observation'),
    ]);
    expect(applyReview(two, [], DRAFT).complianceLevel).toBe('excellent');
    expect(
      applyReview(two, [decision('finding-3', 'regraded', { category: 'minor' })], DRAFT).complianceLevel,
    ).toBe('good');
  });

  it('a reviewer’s own major finding counts; accepted findings stay counted', () => {
    const clean = report([finding('finding-1', 'minor')]);
    const added = addedFinding('added-1', {
      category: 'major',
      title: 'Kalibrasyon kaydı yok',
      iatfClause: '7.1.5.2',
      evidence: 'Mikrometre M-12 kalibrasyon etiketi süresi geçmiş',
      description: '',
      recommendation: '',
      documentType: 'other',
      file: null,
    });
    const r = applyReview(
      clean,
      [decision('finding-1', 'accepted'), decision('added-1', 'added', { finding: added })],
      DRAFT,
    );
    expect(r.complianceLevel).toBe('needs-improvement');
    expect(r.findings.map((f) => f.id)).toEqual(['finding-1', 'added-1']);
    expect(r.findings[1]).toMatchObject({
      source: 'reviewer',
      evidence: { cellText: 'Mikrometre M-12 kalibrasyon etiketi süresi geçmiş' },
    });
    expect(r.review).toMatchObject({ accepted: 1, added: 1, pending: 0 });
  });

  it('an AI observation counts only once a person accepted or re-graded it', () => {
    const withAi = report([finding('finding-1', 'observation', 'ai')]);
    expect(applyReview(withAi, [], DRAFT).complianceLevel).toBe('excellent');
    const up = applyReview(withAi, [decision('finding-1', 'regraded', { category: 'major' })], DRAFT);
    expect(up.complianceLevel).toBe('needs-improvement');
  });

  it('published: the state and who published it', () => {
    const r = applyReview(base, [], {
      publishedAt: '2026-11-26T13:00:00.000Z',
      publishedByName: 'Ayşe Kaya',
    });
    expect(r.review).toMatchObject({ state: 'published', publishedByName: 'Ayşe Kaya' });
  });
});

describe('review requests: Turkish validation', () => {
  it('a rejection needs a reason (missing or blank)', () => {
    for (const body of [{ decision: 'rejected' }, { decision: 'rejected', reason: '   ' }]) {
      const parsed = ZReviewFindingRequest.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Red gerekçesi zorunludur');
    }
    expect(ZReviewFindingRequest.safeParse({ decision: 'rejected', reason: 'Yanlış' }).success).toBe(true);
  });

  it('a re-grade takes only the spec’s categories', () => {
    const parsed = ZReviewFindingRequest.safeParse({ decision: 'regraded', category: 'critical' });
    expect(parsed.error?.issues[0]?.message).toBe('Kategori majör, minör veya gözlem olmalıdır');
  });

  it('an added finding needs a title, a clause number and evidence', () => {
    const parsed = ZAddFindingRequest.safeParse({
      category: 'minor',
      title: '',
      iatfClause: 'x',
      evidence: '',
    });
    expect(parsed.error?.issues.map((i) => i.message).sort()).toEqual(
      ['Bulgu başlığı zorunludur', 'Kanıt zorunludur', 'Madde numarası (ör. 8.5.1.1) olmalıdır'].sort(),
    );
  });
});

describe('auditPermissions: review and publish', () => {
  const author = { id: 'a', isAdmin: false };
  const other = { id: 'b', isAdmin: false };
  const admin = { id: 'y', isAdmin: true };
  const draft = { userId: 'a', status: 'done', publishedAt: null };
  const published = { ...draft, publishedAt: '2026-11-26T13:00:00.000Z' };

  it.each([
    ['author, draft', author, draft, true],
    ['Yönetici, draft', admin, draft, true],
    ['another user, draft', other, draft, false],
    ['nobody (a realtime row)', null, draft, false],
    ['author, published', author, published, false],
    ['Yönetici, published', admin, published, false],
    ['author, still running', author, { ...draft, status: 'running' }, false],
  ] as const)('%s → %s', (_name, viewer, audit, allowed) => {
    const can = auditPermissions(viewer, audit);
    expect(can.review).toBe(allowed);
    expect(can.publish).toBe(allowed);
  });

  it('tasks from findings stay open after publication', () => {
    expect(auditPermissions(other, published).createTask).toBe(true);
  });

  it('withAuditPermissions puts the same answer on each finding', () => {
    const reviewed = applyReview(report([finding('finding-1', 'major')]), [], DRAFT);
    const audit = { ...draft, can: auditPermissions(null, draft), report: reviewed };
    expect(withAuditPermissions(author, audit).report.findings[0]?.can.review).toBe(true);
    expect(withAuditPermissions(other, audit).report.findings[0]?.can.review).toBe(false);
  });
});

describe('applyReview on a stored report', () => {
  it('a rule this version no longer knows neither breaks the report nor adds a recommendation', () => {
    const stored = report([{ ...finding('finding-1', 'minor'), ruleId: 'pfmea-rpn-above-band' }]);
    const r = applyReview(stored, [], DRAFT);
    expect(r.recommendations).toEqual([]);
    expect(r.minorFindings).toBe(1);
  });
});
