// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAudit } from '../../../../../domain/audit/api-contract';
import type { TReviewedFinding } from '../../../../../domain/audit/review-contract';
import { Refusal, renderWithClient, sentBodies, stubFetch } from '../../../../lib/component-testing';
import { changeLanguage } from '../../../../lib/i18n';
import '../../ai-auditor-mode';
import { FindingReview } from './finding-review';

const AUDIT_ID = '0b6f3c2e-7c1a-4f3e-9d2b-5a1c2e3f4a5b';
const URL = `/api/audits/${AUDIT_ID}/findings/finding-1/review`;
const AUDIT: TAudit = {
  id: AUDIT_ID,
  status: 'done',
  stage: null,
  progress: null,
  documents: [],
  userId: null,
  userFullName: 'Ayşe Kalite',
  createdAt: '2026-11-26T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  error: null,
  aiReviewed: false,
  publishedAt: null,
  report: null,
  findingTasks: {},
  can: { delete: true, createTask: true, review: true, publish: true },
};
const FINDING: TReviewedFinding = {
  id: 'finding-1',
  category: 'observation',
  title: 'Kontrol planında numune sıklığı yok',
  description: 'Açıklama',
  iatfClause: '8.5.1.1',
  recommendation: 'Öneri',
  priority: 'medium',
  documentType: 'control-plan',
  ruleId: 'cp-frequency-missing',
  evidence: { documentId: null, file: null, sheetOrPage: null, row: null, cellText: null },
  source: 'rules',
  review: null,
  can: { review: true },
};

let fetchSpy: ReturnType<typeof stubFetch>;
let refuse: Refusal | null = null;
beforeAll(() => {
  // The kit focuses the first invalid control one frame after a refused submit.
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 5));
});
beforeEach(() => {
  refuse = null;
  fetchSpy = stubFetch(({ method, url }) =>
    method === 'PUT' && url === URL ? (refuse ?? { audit: AUDIT }) : null,
  );
});
afterEach(async () => {
  cleanup();
  await changeLanguage('tr');
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A click that sends: the form's asynchronous check and the request, their render, then the kit's focus frame. */
const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await wait(10);
  });
  await act(() => wait(20));
};
const sent = () => sentBodies(fetchSpy, 'PUT', URL);
const reason = () => screen.getByLabelText<HTMLTextAreaElement>('Red gerekçesi');

describe('the review of a finding', () => {
  it('refuses a blank reason with the contract message under it, focused, and sends nothing', async () => {
    renderWithClient(<FindingReview auditId={AUDIT_ID} finding={FINDING} />);
    fireEvent.click(screen.getByTestId('review-reject'));
    fireEvent.change(reason(), { target: { value: '   ' } });
    await click('review-reject-save');
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reason().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Red gerekçesi zorunludur',
    );
    expect(document.activeElement).toBe(reason());
    expect(sent()).toEqual([]);
  });

  it('sends the rejection with its reason trimmed, then closes the form', async () => {
    renderWithClient(<FindingReview auditId={AUDIT_ID} finding={FINDING} />);
    fireEvent.click(screen.getByTestId('review-reject'));
    fireEvent.change(reason(), { target: { value: ' Bu adım bu parçada yok ' } });
    await click('review-reject-save');
    expect(sent()).toEqual([{ decision: 'rejected', reason: 'Bu adım bu parçada yok' }]);
    expect(screen.queryByLabelText('Red gerekçesi')).toBeNull();
  });

  it('keeps the reason and shows the refusal when the server says no', async () => {
    refuse = new Refusal(409, {
      code: 'published',
      message: 'Rapor yayınlandı; kararlar ve puan artık değiştirilemez',
    });
    renderWithClient(<FindingReview auditId={AUDIT_ID} finding={FINDING} />);
    fireEvent.click(screen.getByTestId('review-reject'));
    fireEvent.change(reason(), { target: { value: 'Gerekçe' } });
    await click('review-reject-save');
    expect(screen.getByRole('alert').textContent).toBe(
      'Rapor yayınlandı; kararlar ve puan artık değiştirilemez',
    );
    expect(reason().value).toBe('Gerekçe');
  });

  it('re-grades to the category chosen, starting from the finding’s own', async () => {
    renderWithClient(<FindingReview auditId={AUDIT_ID} finding={FINDING} />);
    fireEvent.click(screen.getByTestId('review-regrade'));
    const category = screen.getByLabelText<HTMLSelectElement>('Yeni kategori');
    expect(category.value).toBe('observation');
    fireEvent.change(category, { target: { value: 'major' } });
    await click('review-regrade-save');
    expect(sent()).toEqual([{ decision: 'regraded', category: 'major' }]);
    expect(screen.queryByLabelText('Yeni kategori')).toBeNull();
  });

  it('accepts with one click', async () => {
    renderWithClient(<FindingReview auditId={AUDIT_ID} finding={FINDING} />);
    await click('review-accept');
    expect(sent()).toEqual([{ decision: 'accepted' }]);
  });

  it("'Vazgeç' closes the reason without sending", () => {
    renderWithClient(<FindingReview auditId={AUDIT_ID} finding={FINDING} />);
    fireEvent.click(screen.getByTestId('review-reject'));
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByLabelText('Red gerekçesi')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('says the reason is required in English', async () => {
    await act(() => changeLanguage('en'));
    renderWithClient(<FindingReview auditId={AUDIT_ID} finding={FINDING} />);
    fireEvent.click(screen.getByTestId('review-reject'));
    await click('review-reject-save');
    expect(screen.getByTestId('field-error').textContent).toBe('A reason is required to reject');
  });
});
