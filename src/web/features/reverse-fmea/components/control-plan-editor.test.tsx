// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTROL_PLAN_MESSAGES,
  type TControlPlan,
  type TControlPlanRow,
} from '../../../../domain/fmea/control-plan/contract';
import type { TFmeaLine } from '../../../../domain/fmea/line-contract';
import { Refusal, renderWithClient, sentBodies, stubFetch } from '../../../lib/component-testing';
import '../reverse-fmea-mode';
import { FormExports } from './form-exports';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-000000000001';
const URL = `/api/fmeas/${ID}/control-plan`;

const row = (n: number, cells: Partial<TControlPlanRow> = {}): TControlPlanRow => ({
  fmeaRowId: `r${n}`,
  source: 'detection',
  operationNumber: `Op ${n}`,
  processName: `Proses ${n}`,
  machine: '',
  characteristicNumber: String(n),
  productCharacteristic: `Çap ${n}`,
  specialClass: '',
  specification: 'Ø10 ±0,1',
  measurementTechnique: 'Kumpas',
  sampleSize: '',
  sampleFrequency: '',
  controlMethod: 'SPC',
  reactionPlan: '',
  toFill: ['machine', 'sampleSize', 'sampleFrequency', 'reactionPlan'],
  ...cells,
});

const plan = (rows: TControlPlanRow[], more: Partial<TControlPlan> = {}): TControlPlan => ({
  rows,
  stored: false,
  basedOnVersion: 3,
  stale: false,
  ...more,
});

const LINE: TFmeaLine = {
  id: 'l9',
  position: 0,
  processStep: 'Op 90 Yeni kaynak',
  potentialFailure: 'Kaynak eksik',
  effects: 'Sızdırma',
  severity: 9,
  causes: 'Akım düşük',
  occurrence: 3,
  controls: 'Çekme testi',
  preventionControls: '',
  detectionControls: 'Çekme testi',
  detection: 4,
  rpn: 108,
  sourceRow: 2,
  recommendedAction: '',
  responsible: '',
  targetDate: '',
  actionTaken: '',
  fileAp: null,
  revised: null,
  actionPriority: 'H',
  actionStatus: 'none',
  completionDate: '',
  taskId: null,
  revisedRpn: null,
  revisedActionPriority: null,
  proposal: null,
  version: 1,
  updatedAt: '2026-11-26T08:00:00.000Z',
  updatedByName: null,
  can: { edit: true, propose: false },
};

const open = async (canEdit = true) => {
  renderWithClient(<FormExports fmeaId={ID} canEdit={canEdit} />);
  fireEvent.click(screen.getByRole('button', { name: 'Taslağı Düzenle' }));
  return screen.findByTestId('control-plan-editor');
};

describe('the control-plan draft editor', () => {
  it('marks the cells to fill, and "Kaydet" sends the edited rows through the PATCH contract', async () => {
    const spy = stubFetch(({ method, body }) =>
      method === 'PATCH'
        ? plan(
            (body as { rows: TControlPlanRow[] }).rows.map((r) => ({ ...r, toFill: [] })),
            { stored: true },
          )
        : plan([row(1)]),
    );
    await open();
    const machine = screen.getByLabelText('Makine / Cihaz, satır 1');
    expect(machine.getAttribute('data-to-fill')).toBe('true');
    expect(machine.getAttribute('placeholder')).toBe('doldurulacak');
    expect(screen.getByLabelText('Kontrol Yöntemi, satır 1').getAttribute('data-to-fill')).toBeNull();

    fireEvent.change(machine, { target: { value: 'Pres <b>P-12</b>' } });
    await waitFor(() => expect(machine.getAttribute('data-to-fill')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Kontrol planı taslağı kaydedildi.')).toBeTruthy();
    const [sent] = sentBodies(spy, 'PATCH', URL) as { rows: Record<string, unknown>[] }[];
    expect(sent?.rows).toHaveLength(1);
    expect(sent?.rows[0]).toMatchObject({ fmeaRowId: 'r1', machine: 'Pres <b>P-12</b>', reactionPlan: '' });
    expect(sent?.rows[0]).not.toHaveProperty('toFill');
  });

  it('refuses a cell over 2 000 characters in Turkish, without sending', async () => {
    const spy = stubFetch(() => plan([row(1)]));
    await open();
    fireEvent.change(screen.getByLabelText('Reaksiyon Planı, satır 1'), {
      target: { value: 'x'.repeat(2001) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(CONTROL_PLAN_MESSAGES.cellTooLong)).toBeTruthy();
    expect(sentBodies(spy, 'PATCH', URL)).toHaveLength(0);
  });

  it('mounts one page of a long draft at a time and saves every row', async () => {
    const spy = stubFetch(({ method }) =>
      method === 'PATCH'
        ? plan([], { stored: true })
        : plan(Array.from({ length: 60 }, (_, i) => row(i + 1))),
    );
    await open();
    expect(screen.getAllByRole('textbox')).toHaveLength(25 * 12);
    expect(screen.getByTestId('control-plan-page').textContent).toContain('Satır 1–25 / 60');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(screen.getByTestId('control-plan-page').textContent).toContain('Satır 51–60 / 60');
    expect(screen.getAllByRole('textbox')).toHaveLength(10 * 12);
    fireEvent.change(screen.getByLabelText('Sıklık, satır 60'), { target: { value: 'Vardiya başı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', URL)).toHaveLength(1));
    const [sent] = sentBodies(spy, 'PATCH', URL) as { rows: Record<string, unknown>[] }[];
    expect(sent?.rows).toHaveLength(60);
    expect(sent?.rows[59]).toMatchObject({ sampleFrequency: 'Vardiya başı' });
  });

  it('is read-only for a viewer who may not edit: no "Kaydet", inputs read-only', async () => {
    stubFetch(() => plan([row(1)]));
    await open(false);
    expect(screen.getByTestId('control-plan-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
    expect(screen.getByLabelText('Makine / Cihaz, satır 1').hasAttribute('readonly')).toBe(true);
  });

  it('shows the server’s 403 in Turkish', async () => {
    stubFetch(({ method }) =>
      method === 'PATCH'
        ? new Refusal(403, { code: 'forbidden', message: CONTROL_PLAN_MESSAGES.forbidden })
        : plan([row(1)]),
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CONTROL_PLAN_MESSAGES.forbidden);
  });

  it('says a stale draft is stale and regenerates it from the PFMEA’s current lines', async () => {
    stubFetch(({ url }) =>
      url.includes('/lines')
        ? { lines: [LINE], nextCursor: null }
        : plan([row(1)], { stored: true, stale: true, basedOnVersion: 2 }),
    );
    await open();
    expect(screen.getByTestId('control-plan-stale').textContent).toContain(
      'PFMEA bu taslak kaydedildikten sonra değişti',
    );
    expect((screen.getByLabelText('Operasyon No, satır 1') as HTMLInputElement).value).toBe('Op 1');
    fireEvent.click(screen.getByRole('button', { name: 'PFMEA’dan Yeniden Oluştur' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Proses Adı, satır 1') as HTMLInputElement).value).toBe('Yeni kaynak'),
    );
    expect((screen.getByLabelText('Operasyon No, satır 1') as HTMLInputElement).value).toBe('90');
    expect(screen.queryByTestId('control-plan-stale')).toBeNull();
    expect(screen.getByText(/güncel satırlarından yeniden oluşturuldu/)).toBeTruthy();
  });
});
