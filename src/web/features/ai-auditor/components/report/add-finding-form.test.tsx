// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAudit } from '../../../../../domain/audit/api-contract';
import { Refusal, renderWithClient, sentBodies, stubFetch } from '../../../../lib/component-testing';
import { changeLanguage } from '../../../../lib/i18n';
import '../../ai-auditor-mode';
import { AddFindingForm } from './add-finding-form';

const AUDIT_ID = '0b6f3c2e-7c1a-4f3e-9d2b-5a1c2e3f4a5b';
const URL = `/api/audits/${AUDIT_ID}/findings`;
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

let fetchSpy: ReturnType<typeof stubFetch>;
let refuse: Refusal | null = null;
beforeAll(() => {
  // The kit focuses the first invalid control one frame after a refused submit.
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 5));
});
beforeEach(() => {
  refuse = null;
  fetchSpy = stubFetch(({ method, url }) =>
    method === 'POST' && url === URL ? (refuse ?? { audit: AUDIT }) : null,
  );
});
afterEach(async () => {
  cleanup();
  await changeLanguage('tr');
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
function open() {
  const onDone = vi.fn();
  renderWithClient(<AddFindingForm auditId={AUDIT_ID} onDone={onDone} />);
  return onDone;
}
/** 'Kaydet': the form's asynchronous check and the request, their render, then the kit's focus frame. */
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('add-finding-save'));
    await wait(10);
  });
  await act(() => wait(20));
};
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const messageOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe("'Bulgu Ekle' form", () => {
  it('an empty submit says the contract messages under their fields, focuses the first and sends nothing', async () => {
    const onDone = open();
    await save();
    expect(messageOf(field('IATF maddesi'))).toBe('Madde numarası (ör. 8.5.1.1) olmalıdır');
    expect(messageOf(field('Başlık'))).toBe('Bulgu başlığı zorunludur');
    expect(messageOf(field('Kanıt'))).toBe('Kanıt zorunludur');
    for (const label of ['IATF maddesi', 'Başlık', 'Kanıt'])
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(field('Açıklama').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('IATF maddesi'));
    expect(sentBodies(fetchSpy, 'POST', URL)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a clause that is not a clause number, and only that', async () => {
    open();
    fireEvent.change(field('IATF maddesi'), { target: { value: 'madde 8' } });
    fireEvent.change(field('Başlık'), { target: { value: 'Kalibrasyon kaydı yok' } });
    fireEvent.change(field('Kanıt'), { target: { value: 'Etiket süresi geçmiş' } });
    await save();
    expect(messageOf(field('IATF maddesi'))).toBe('Madde numarası (ör. 8.5.1.1) olmalıdır');
    expect(field('Başlık').getAttribute('aria-invalid')).toBeNull();
    expect(sentBodies(fetchSpy, 'POST', URL)).toEqual([]);
  });

  it('sends the finding as typed, trimmed, and closes', async () => {
    const onDone = open();
    fireEvent.change(field('Kategori'), { target: { value: 'major' } });
    fireEvent.change(field('IATF maddesi'), { target: { value: ' 7.1.5.2 ' } });
    fireEvent.change(field('Başlık'), { target: { value: 'Kalibrasyon kaydı yok ' } });
    fireEvent.change(field('Kanıt'), { target: { value: ' Mikrometre M-12: etiketin süresi geçmiş' } });
    fireEvent.change(field('Açıklama'), { target: { value: 'Ölçüm cihazları listesinde yok' } });
    await save();
    expect(sentBodies(fetchSpy, 'POST', URL)).toEqual([
      {
        category: 'major',
        iatfClause: '7.1.5.2',
        title: 'Kalibrasyon kaydı yok',
        evidence: 'Mikrometre M-12: etiketin süresi geçmiş',
        description: 'Ölçüm cihazları listesinde yok',
      },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and stays open", async () => {
    refuse = new Refusal(409, {
      code: 'published',
      message: 'Rapor yayınlandı; kararlar ve puan artık değiştirilemez',
    });
    const onDone = open();
    fireEvent.change(field('IATF maddesi'), { target: { value: '8.5.1.1' } });
    fireEvent.change(field('Başlık'), { target: { value: 'Bulgu' } });
    fireEvent.change(field('Kanıt'), { target: { value: 'Kanıt metni' } });
    await save();
    expect(screen.getByRole('alert').textContent).toBe(
      'Rapor yayınlandı; kararlar ve puan artık değiştirilemez',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it("'Vazgeç' closes without sending", () => {
    const onDone = open();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(sentBodies(fetchSpy, 'POST', URL)).toEqual([]);
  });

  it('says the messages in English', async () => {
    await act(() => changeLanguage('en'));
    open();
    await save();
    expect(screen.getAllByTestId('field-error').map((e) => e.textContent)).toEqual([
      'Must be a clause number (e.g. 8.5.1.1)',
      'A finding title is required',
      'Evidence is required',
    ]);
  });
});
