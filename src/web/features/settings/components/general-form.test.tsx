// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Refusal, renderWithClient, sentBodies, stubFetch } from '../../../lib/component-testing';
import '../settings-screen';
import { GeneralForm } from './general-form';

const INITIAL = { language: 'tr', autoSave: true, notificationsEnabled: true } as const;

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(cleanup);

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await new Promise((r) => setTimeout(r, 20));
  });
};

describe('Genel form', () => {
  it('sends the chosen language and switches; a language without a translation says so', async () => {
    const fetchSpy = stubFetch(({ method, body }) => (method === 'PUT' ? body : null));
    renderWithClient(<GeneralForm initial={INITIAL} />);
    expect(screen.queryByTestId('language-note')).toBeNull();
    fireEvent.change(screen.getByLabelText('Dil'), { target: { value: 'de' } });
    expect(screen.getByTestId('language-note').textContent).toMatch(/arayüz Türkçe kalır/);
    fireEvent.click(screen.getByRole('switch', { name: 'Otomatik kaydetme' }));
    expect(screen.getByRole('switch', { name: 'Otomatik kaydetme' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await save();
    await waitFor(() => expect(screen.getByText('Ayarlar kaydedildi.')).toBeTruthy());
    expect(sentBodies(fetchSpy, 'PUT', '/api/preferences')).toEqual([
      { language: 'de', autoSave: false, notificationsEnabled: true },
    ]);
    // a change after saving takes the confirmation away
    fireEvent.click(screen.getByRole('switch', { name: 'Bildirimler' }));
    expect(screen.queryByText('Ayarlar kaydedildi.')).toBeNull();
  });

  it("a language the contract does not know is marked under the field and not sent; the server's refusal shows", async () => {
    const fetchSpy = stubFetch(({ method }) =>
      method === 'PUT' ? new Refusal(503, { code: 'unavailable', message: 'Sunucu meşgul' }) : null,
    );
    renderWithClient(<GeneralForm initial={{ ...INITIAL, language: 'xx' as 'tr' }} />);
    await save();
    expect(screen.getByLabelText('Dil').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Dil'));
    expect(sentBodies(fetchSpy, 'PUT', '/api/preferences')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Dil'), { target: { value: 'en' } });
    await save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Sunucu meşgul'));
  });
});
