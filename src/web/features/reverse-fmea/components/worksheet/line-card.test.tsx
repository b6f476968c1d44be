// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LINE_ACTION_STATUS_LABELS,
  LINE_MESSAGES,
  type TFmeaLine,
} from '../../../../../domain/fmea/line-contract';
import { renderWithClient, sentBodies, stubFetch } from '../../../../lib/component-testing';
import tr from '../../locales/tr.json';
import '../../reverse-fmea-mode';
import { LineCard } from './line-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FMEA_ID = '00000000-0000-4000-8000-000000000001';

const LINE: TFmeaLine = {
  id: 'l1',
  position: 0,
  processStep: 'Op 20 Enjeksiyon',
  potentialFailure: 'Çapak <b>kalın</b>',
  effects: 'Montajda takılma',
  severity: 7,
  causes: 'Kalıp ayırma yüzeyi aşınmış',
  occurrence: 7,
  controls: 'Görsel',
  preventionControls: '',
  detectionControls: 'Görsel',
  detection: 8,
  rpn: 392,
  sourceRow: 9,
  recommendedAction: 'Kalıp bakım periyodu kısaltılacak',
  responsible: 'Mehmet Demir',
  targetDate: '2027-01-15',
  actionTaken: '',
  fileAp: null,
  revised: null,
  actionPriority: 'H',
  actionStatus: 'planned',
  completionDate: '',
  taskId: '00000000-0000-4000-8000-0000000000aa',
  revisedRpn: null,
  revisedActionPriority: null,
  proposal: null,
  version: 4,
  updatedAt: '2026-11-26T08:00:00.000Z',
  updatedByName: 'Kalite',
  can: { edit: true, propose: false },
};

const show = (line: Partial<TFmeaLine> = {}) =>
  renderWithClient(<LineCard fmeaId={FMEA_ID} line={{ ...LINE, ...line }} />);

describe('a worksheet line', () => {
  it('puts the AP first, then the RPN, the failure as text, the ratings and the action in Turkish dates', () => {
    stubFetch(() => null);
    show();
    const card = screen.getByTestId('worksheet-line');
    const badges = within(card).getAllByText(/AP H|392/);
    expect(badges[0]?.textContent).toBe('AP H · Yüksek');
    expect(within(card).getByRole('heading').textContent).toBe('Çapak <b>kalın</b>');
    expect(card.querySelector('b')).toBeNull();
    expect(screen.getByTestId('line-ratings').textContent).toBe('S 7 · O 7 · D 8');
    expect(screen.getByTestId('line-status').textContent).toBe('Planlandı');
    expect(screen.getByTestId('line-target').textContent).toBe('15.01.2027');
    expect(screen.getByTestId('line-task').getAttribute('href')).toBe(`/work/tasks?task=${LINE.taskId}`);
    expect(screen.queryByTestId('line-propose')).toBeNull();
  });

  it('the locale names every action status as the domain does', () => {
    for (const [status, label] of Object.entries(LINE_ACTION_STATUS_LABELS)) {
      expect(tr.worksheet.statuses[status as keyof typeof tr.worksheet.statuses]).toBe(label);
    }
  });

  it('sends only what the owner changed, with the version the edit started at; a typed Turkish date becomes ISO', async () => {
    const spy = stubFetch(({ method }) => (method === 'PATCH' ? { ...LINE, detection: 3 } : null));
    show();
    fireEvent.click(screen.getByTestId('line-edit'));
    fireEvent.change(screen.getByTestId('line-form-detection'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('line-form-actionStatus'), { target: { value: 'done' } });
    fireEvent.change(screen.getByTestId('line-form-completionDate'), { target: { value: '20.01.2027' } });
    fireEvent.click(screen.getByTestId('line-form-save'));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', `/api/fmeas/${FMEA_ID}/lines/l1`)).toHaveLength(1));
    expect(sentBodies(spy, 'PATCH', `/api/fmeas/${FMEA_ID}/lines/l1`)[0]).toEqual({
      version: 4,
      detection: 3,
      actionStatus: 'done',
      completionDate: '2027-01-20',
    });
  });

  it('refuses half a revision and a date that is not one, in Turkish, and sends nothing', async () => {
    const spy = stubFetch(() => null);
    show();
    fireEvent.click(screen.getByTestId('line-edit'));
    fireEvent.change(screen.getByTestId('line-form-revisedSeverity'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('line-form-targetDate'), { target: { value: '31.02.2027' } });
    fireEvent.click(screen.getByTestId('line-form-save'));
    expect(await screen.findByText(LINE_MESSAGES.revisedIncomplete)).toBeTruthy();
    expect(screen.getByText(LINE_MESSAGES.dateFormat)).toBeTruthy();
    expect(sentBodies(spy, 'PATCH', '/api/fmeas')).toEqual([]);
  });

  it('the owner accepts an assignee’s proposal as the revised ratings, or rejects it', async () => {
    const spy = stubFetch(({ method }) => (method === 'PATCH' ? LINE : null));
    const proposal = {
      severity: 7,
      occurrence: 3,
      detection: 4,
      byId: 'u2',
      byName: 'Mehmet Demir',
      at: '2026-11-26T09:00:00.000Z',
      note: 'Çapak yok',
    };
    show({ actionStatus: 'done', proposal });
    expect(screen.getByTestId('line-awaiting').textContent).toBe('Revize derecelendirme bekleniyor');
    expect(screen.getByTestId('line-proposal').textContent).toContain(
      'Mehmet Demir revize önerdi: S 7 · O 3 · D 4',
    );
    fireEvent.click(screen.getByTestId('proposal-accept'));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', '/api/fmeas')).toHaveLength(1));
    expect(sentBodies(spy, 'PATCH', '/api/fmeas')[0]).toEqual({
      version: 4,
      revised: { severity: 7, occurrence: 3, detection: 4 },
    });
    fireEvent.click(screen.getByTestId('proposal-reject'));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', '/api/fmeas')).toHaveLength(2));
    expect(sentBodies(spy, 'PATCH', '/api/fmeas')[1]).toEqual({ version: 4, proposal: null });
  });

  it('the task’s assignee proposes revised ratings; without the right neither button shows', async () => {
    const spy = stubFetch(({ method }) => (method === 'POST' ? LINE : null));
    show({ can: { edit: false, propose: true } });
    expect(screen.queryByTestId('line-edit')).toBeNull();
    fireEvent.click(screen.getByTestId('line-propose'));
    fireEvent.change(screen.getByTestId('propose-occurrence'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('propose-detection'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('propose-note'), { target: { value: 'Yeni kalıp çeliği' } });
    fireEvent.click(screen.getByTestId('propose-send'));
    await waitFor(() =>
      expect(sentBodies(spy, 'POST', `/api/fmeas/${FMEA_ID}/lines/l1/proposal`)).toHaveLength(1),
    );
    expect(sentBodies(spy, 'POST', `/api/fmeas/${FMEA_ID}/lines/l1/proposal`)[0]).toEqual({
      severity: 7,
      occurrence: 3,
      detection: 4,
      note: 'Yeni kalıp çeliği',
    });
    cleanup();
    show({ can: { edit: false, propose: false } });
    expect(screen.queryByTestId('line-edit')).toBeNull();
    expect(screen.queryByTestId('line-propose')).toBeNull();
  });
});
