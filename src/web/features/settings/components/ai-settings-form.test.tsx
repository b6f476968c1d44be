// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TOrgSettings } from '../../../../domain/settings/contract';
import { Refusal, renderWithClient, sentBodies, stubFetch } from '../../../lib/component-testing';
import '../settings-screen';
import { AiSettingsForm } from './ai-settings-form';

const SETTINGS: TOrgSettings = {
  aiProvider: 'openai_compatible',
  apiKeySet: true,
  apiKeyHint: '••••3f9a',
  baseUrl: 'http://10.0.0.5:11434/v1',
  model: 'llama3',
  analysisDepth: 'detailed',
  confidenceThreshold: 75,
  updatedAt: '2026-11-23T10:00:00Z',
};

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(cleanup);

function serve(put: (body: Record<string, unknown>) => unknown = (body) => ({ ...SETTINGS, ...body })) {
  return stubFetch(({ method, url, body }) =>
    method === 'PUT' && url === '/api/settings/org' ? put(body as Record<string, unknown>) : null,
  );
}
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await new Promise((r) => setTimeout(r, 20));
  });
};
const baseUrl = () => screen.getByLabelText('Sunucu Adresi (Base URL)');

describe('AI Ayarları form', () => {
  it("a wrong address: the contract's message under it, the field focused, nothing sent", async () => {
    const fetchSpy = serve();
    renderWithClient(<AiSettingsForm settings={SETTINGS} />);
    fireEvent.change(baseUrl(), { target: { value: 'yerel sunucu' } });
    await save();
    expect(baseUrl().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('ai-base-url-error').textContent).toBe(
      'Geçerli bir adres girin (http:// veya https://)',
    );
    expect(document.activeElement).toBe(baseUrl());
    expect(sentBodies(fetchSpy, 'PUT', '/api/settings/org')).toEqual([]);
  });

  it('sends the edited fields trimmed, keeps the stored key when the field is empty, says it saved', async () => {
    const fetchSpy = serve();
    renderWithClient(<AiSettingsForm settings={SETTINGS} />);
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: '  qwen2.5 ' } });
    fireEvent.click(screen.getByLabelText(/Hızlı/));
    fireEvent.change(screen.getByLabelText(/Güven Eşiği/), { target: { value: '90' } });
    expect(screen.getByTestId('threshold-value').textContent).toBe('90%');
    await save();
    await waitFor(() => expect(screen.getByText('Ayarlar kaydedildi.')).toBeTruthy());
    expect(sentBodies(fetchSpy, 'PUT', '/api/settings/org')).toEqual([
      {
        aiProvider: 'openai_compatible',
        baseUrl: 'http://10.0.0.5:11434/v1',
        model: 'qwen2.5',
        analysisDepth: 'quick',
        confidenceThreshold: 90,
      },
    ]);
  });

  it("'Anahtarı kaldır' sends an empty key and says so; another host warns that the key will not follow", async () => {
    const fetchSpy = serve();
    renderWithClient(<AiSettingsForm settings={SETTINGS} />);
    fireEvent.change(baseUrl(), { target: { value: 'http://10.0.0.9:11434/v1' } });
    expect(screen.getByTestId('api-key-hint').textContent).toMatch(
      /kayıtlı anahtar yeni sunucuya gönderilmez/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Anahtarı kaldır' }));
    expect(screen.getByTestId('api-key-hint').textContent).toBe(
      "Kaydet'e bastığınızda kayıtlı anahtar kaldırılacak.",
    );
    await save();
    await waitFor(() => expect(sentBodies(fetchSpy, 'PUT', '/api/settings/org')).toHaveLength(1));
    expect(sentBodies(fetchSpy, 'PUT', '/api/settings/org')[0]).toMatchObject({ apiKey: '' });
  });

  it('a refusal about a field sits under it; the engineering database hides key, address and model', async () => {
    serve(
      () =>
        new Refusal(400, {
          code: 'validation_error',
          message: 'Adres kullanıcı adı veya parola içermemelidir',
          field: 'baseUrl',
        }),
    );
    renderWithClient(<AiSettingsForm settings={SETTINGS} />);
    await save();
    await waitFor(() => expect(baseUrl().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('AI Sağlayıcı'), { target: { value: 'engineering_db' } });
    expect(screen.queryByLabelText('API Anahtarı')).toBeNull();
    expect(screen.queryByLabelText('Model')).toBeNull();
    expect(screen.getByTestId('depth-engineering-db-hint')).toBeTruthy();
  });
});
