// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AP_CELLS } from '../../../../domain/fmea/plan/ap-table';
import type { TFmeaSettings } from '../../../../domain/fmea/settings-contract';
import { renderWithClient, sentBodies, stubFetch } from '../../../lib/component-testing';
import '../reverse-fmea-mode';
import { SettingsTab } from './settings-tab';

const SETTINGS: TFmeaSettings = {
  apCells: DEFAULT_AP_CELLS.map((row) => [...row]),
  apTableLabel: 'AIAG-VDA 2019 (varsayılan)',
  apTableIsDefault: true,
  rpnBands: { red: 150, yellow: 100 },
  timelineDays: { high: 30, medium: 60, low: 90 },
  updatedAt: null,
  updatedByName: null,
  can: { edit: true },
};

function serve(settings: TFmeaSettings = SETTINGS) {
  return stubFetch(({ method, url, body }) => {
    if (url !== '/api/fmea/settings') return null;
    if (method === 'GET') return settings;
    return { ...settings, ...(body as object), apTableIsDefault: false, updatedAt: '2026-11-26T10:00:00Z' };
  });
}

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(cleanup);

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('save-settings'));
    await new Promise((r) => setTimeout(r, 20));
  });
};
const cell = (s: string, o: string) => screen.getByLabelText(`S ${s}, O ${o} (D 7-10 / 5-6 / 2-4 / 1)`);

describe('Reverse FMEA settings form', () => {
  it('a red threshold not above yellow: the contract message under it, focused, nothing sent', async () => {
    const fetchSpy = serve();
    renderWithClient(<SettingsTab />);
    const red = await screen.findByLabelText('Kırmızı (en az)');
    fireEvent.change(red, { target: { value: '90' } });
    await save();
    expect(red.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(red.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'RPN eşikleri 1 ile 1000 arasında olmalı ve kırmızı eşiği sarı eşiğinden büyük olmalıdır',
    );
    expect(document.activeElement).toBe(red);
    expect(sentBodies(fetchSpy, 'PUT', '/api/fmea/settings')).toEqual([]);
  });

  it('a cell that is not four H/M/L letters is marked, focused and explained under the table', async () => {
    const fetchSpy = serve();
    renderWithClient(<SettingsTab />);
    await screen.findByTestId('ap-table');
    const wrong = cell('9-10', '4-5');
    fireEvent.change(wrong, { target: { value: 'hmx' } });
    expect((wrong as HTMLInputElement).value).toBe('HMX');
    expect(wrong.getAttribute('aria-invalid')).toBe('true');
    await save();
    expect(document.activeElement).toBe(wrong);
    expect(screen.getByText(/AP tablosu 5 × 5 hücreden oluşmalı/)).toBeTruthy();
    expect(sentBodies(fetchSpy, 'PUT', '/api/fmea/settings')).toEqual([]);
  });

  it('a day count with a decimal comma that is whole is sent as a number; the saved note stays after the refresh', async () => {
    const fetchSpy = serve();
    renderWithClient(<SettingsTab />);
    fireEvent.change(await screen.findByTestId('days-high'), { target: { value: '21,0' } });
    fireEvent.change(cell('9-10', '1'), { target: { value: 'hhhm' } });
    await save();
    await waitFor(() => expect(screen.getByText('Ayarlar kaydedildi')).toBeTruthy());
    const [body] = sentBodies(fetchSpy, 'PUT', '/api/fmea/settings') as { apCells: string[][] }[];
    expect(body).toMatchObject({
      rpnBands: { red: 150, yellow: 100 },
      timelineDays: { high: 21, medium: 60, low: 90 },
    });
    expect(body?.apCells[0]?.[4]).toBe('HHHM');
    expect(screen.getByTestId('ap-table-label').textContent).toBe(
      'Kuruluşa özel tablo (AIAG-VDA 2019 tabanlı)',
    );
  });

  it('half a day is refused with the timeline message', async () => {
    serve();
    renderWithClient(<SettingsTab />);
    const low = await screen.findByTestId('days-low');
    fireEvent.change(low, { target: { value: '7,5' } });
    await save();
    expect(low.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(low.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Termin günleri 1 ile 365 arasında tam sayı olmalıdır',
    );
  });

  it('read-only for others: letters instead of inputs, no save or reset', async () => {
    serve({ ...SETTINGS, can: { edit: false } });
    renderWithClient(<SettingsTab />);
    expect(await screen.findByTestId('settings-read-only')).toBeTruthy();
    expect(screen.queryByTestId('save-settings')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Varsayılana dön' })).toBeNull();
    expect(cell('9-10', '1').tagName).toBe('SPAN');
    expect(screen.getByTestId<HTMLInputElement>('days-high').readOnly).toBe(true);
  });
});
