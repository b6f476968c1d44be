// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Refusal, renderWithClient, sentBodies, stubFetch } from '../../../../lib/component-testing';
import '../../analyses-mode';
import { AnalysisWizard } from './analysis-wizard';
import { writeDraft } from './wizard-draft';
import { emptyWizard } from './wizard-values';

const USER = 'u1';
let fetchSpy: ReturnType<typeof stubFetch>;

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
beforeEach(() => {
  fetchSpy = stubFetch(({ method, url }) =>
    method === 'POST' && url === '/api/analyses'
      ? new Refusal(503, { code: 'unavailable', message: 'Analiz kaydedilemedi: veritabanı meşgul' })
      : null,
  );
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));
const next = () => screen.getByRole('button', { name: 'Sonraki' });
const stepTitle = () => screen.getByTestId('wizard-step-title').textContent;
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
const change = (text: string, value: string) => fireEvent.change(label(text), { target: { value } });

describe('8D wizard', () => {
  it("'Sonraki' stays disabled until the step is filled (spaces are not a description); Enter moves on", async () => {
    renderWithClient(<AnalysisWizard userId={USER} autoSave={false} />);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    change('Problem Başlığı', 'Parçalarda çapak');
    change('Problem Açıklaması', '   ');
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    change('Problem Açıklaması', 'Ayırma yüzeyinde çapak');
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.keyDown(label('Problem Başlığı'), { key: 'Enter' });
    await settle();
    expect(stepTitle()).toBe('Adım 2: Kategorizasyon');
    expect(sentBodies(fetchSpy, 'POST', '/api/analyses')).toEqual([]);
  });

  it('runs to the end: a typed day-first date and the chosen values reach the request; a refusal shows in the box', async () => {
    renderWithClient(<AnalysisWizard userId={USER} autoSave={false} />);
    change('Problem Başlığı', '  Parçalarda çapak ');
    change('Problem Açıklaması', 'Ayırma yüzeyinde çapak');
    fireEvent.click(next());
    await settle();
    change('Problem Kategorisi', 'quality');
    change('Önem Derecesi', 'high');
    fireEvent.click(next());
    await settle();
    change('Sorumlu Departman', 'production');
    change('Tespit Tarihi', '05.03.2026');
    fireEvent.click(next());
    await settle();
    expect(screen.getByTestId('wizard-review').textContent).toContain('05.03.2026');
    fireEvent.click(screen.getByTestId('start-analysis'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Analiz kaydedilemedi: veritabanı meşgul'),
    );
    expect(sentBodies(fetchSpy, 'POST', '/api/analyses')).toEqual([
      {
        title: 'Parçalarda çapak',
        description: 'Ayırma yüzeyinde çapak',
        customerImpact: '',
        category: 'quality',
        severity: 'high',
        department: 'production',
        discoveryDate: '2026-03-05',
        processType: 'auto',
      },
    ]);
  });

  it('a draft the contract refuses: Start goes back to the step, says the message under the field and focuses it', async () => {
    writeDraft(USER, {
      step: 4,
      values: {
        ...emptyWizard(),
        title: 'x'.repeat(201),
        description: 'Uzun başlıklı taslak',
        category: 'quality',
        severity: 'low',
        department: 'quality',
      },
    });
    renderWithClient(<AnalysisWizard userId={USER} autoSave />);
    expect(stepTitle()).toBe('Adım 4: AI Analizi');
    await act(async () => {
      fireEvent.click(screen.getByTestId('start-analysis'));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(stepTitle()).toBe('Adım 1: Problem Tanımı');
    const title = label('Problem Başlığı');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('wz-title-error').textContent).toBe('Başlık en fazla 200 karakter olabilir');
    expect(document.activeElement).toBe(title);
    expect(sentBodies(fetchSpy, 'POST', '/api/analyses')).toEqual([]);
  });

  it('auto-save keeps the step and the values for this user', async () => {
    renderWithClient(<AnalysisWizard userId={USER} autoSave />);
    change('Problem Başlığı', 'Deri kaplamada kırışıklık');
    change('Problem Açıklaması', 'Köşelerde kırışıklık');
    fireEvent.click(next());
    await settle();
    change('Problem Kategorisi', 'material');
    cleanup();
    renderWithClient(<AnalysisWizard userId={USER} autoSave />);
    expect(stepTitle()).toBe('Adım 2: Kategorizasyon');
    expect((label('Problem Kategorisi') as HTMLSelectElement).value).toBe('material');
  });
});
