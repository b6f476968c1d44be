// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAuditDocument } from '../../../../../domain/audit/api-contract';
import { renderWithClient, sentBodies, stubDialog, stubFetch } from '../../../../lib/component-testing';
import '../../ai-auditor-mode';
import { UploadScreen } from './upload-screen';

const doc = (id: string, name: string, over: Partial<TAuditDocument> = {}): TAuditDocument => ({
  id,
  name,
  type: 'other',
  size: 1536,
  sizeLabel: '1,50 KB',
  uploadDate: '2026-11-23T09:05:00Z',
  status: 'uploaded',
  format: 'xlsx',
  userId: 'u1',
  userFullName: 'Ayşe Çelik',
  can: { changeType: true, delete: true, audit: true },
  ...over,
});

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const AUDIT_ID = '33333333-3333-4333-8333-333333333333';

function serve(documents: TAuditDocument[]) {
  return stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url.startsWith('/api/audit/documents')) return { documents };
    if (method === 'PATCH') {
      const id = url.split('/').pop();
      const found = documents.find((d) => d.id === id);
      return { ...found, ...(body as object) };
    }
    if (method === 'POST' && url === '/api/audits') return { audit: { id: AUDIT_ID, status: 'queued' } };
    return null;
  });
}

beforeAll(stubDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Doküman Yükle', () => {
  it('lists each document with name, size, tr-TR upload date, type and status', async () => {
    serve([
      doc(ID_A, 'PFMEA_Gövde.xlsx', { type: 'fmea', status: 'analyzing' }),
      doc(ID_B, 'Kontrol_Planı.xlsx', {
        type: 'control-plan',
        status: 'analyzed',
        can: { changeType: false, delete: false, audit: false },
      }),
    ]);
    renderWithClient(<UploadScreen />);
    const rows = await screen.findAllByTestId('audit-document');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('document-name').textContent).toBe('PFMEA_Gövde.xlsx');
    expect(within(first).getByTestId('document-size').textContent).toBe('1,50 KB');
    // 09:05 UTC is 12:05 in the plant's default zone (Istanbul), written the Turkish way.
    expect(within(first).getByTestId('document-date').textContent).toMatch(/^23\.11\.2026 12:05$/);
    expect(within(first).getByTestId('document-status').textContent).toBe('Analiz Ediliyor');
    expect((within(first).getByRole('combobox', { name: /Doküman türü/ }) as HTMLSelectElement).value).toBe(
      'fmea',
    );
    // Someone else's or a busy document: its type is a badge and it cannot be deleted.
    expect(within(second).getByTestId('document-type-badge').textContent).toBe('Kontrol Planı');
    expect(within(second).getByTestId('document-status').textContent).toBe('Analiz Edildi');
    expect(within(second).queryByTestId('document-delete')).toBeNull();
    expect(screen.getByText('Desteklenen Doküman Türleri')).toBeTruthy();
  });

  it('a changed type is sent to the server', async () => {
    const spy = serve([doc(ID_A, 'akış.pdf', { type: 'process-flow' })]);
    renderWithClient(<UploadScreen />);
    const select = await screen.findByRole('combobox', { name: 'akış.pdf Doküman türü' });
    fireEvent.change(select, { target: { value: 'synoptic' } });
    await waitFor(() =>
      expect(sentBodies(spy, 'PATCH', `/api/audit/documents/${ID_A}`)).toEqual([{ type: 'synoptic' }]),
    );
    expect(await screen.findByText('Doküman türü güncellendi.')).toBeTruthy();
  });

  it("starting with no documents says 'Lütfen önce doküman yükleyin!' by the button and sends nothing", async () => {
    const spy = serve([]);
    renderWithClient(<UploadScreen />);
    await screen.findByText('Henüz doküman yüklenmedi.');
    const start = screen.getByRole('button', { name: 'Denetimi Başlat' });
    fireEvent.click(start);
    const message = screen.getByTestId('start-audit-error');
    expect(message.textContent).toBe('Lütfen önce doküman yükleyin!');
    expect(message.getAttribute('role')).toBe('alert');
    expect(start.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(start);
    expect(sentBodies(spy, 'POST', '/api/audits')).toEqual([]);
  });

  it('starts the audit of the ticked documents and moves to the analyze tab of that audit', async () => {
    const spy = serve([doc(ID_A, 'a.xlsx'), doc(ID_B, 'b.pdf')]);
    renderWithClient(<UploadScreen />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Denetime dahil et b.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Denetimi Başlat' }));
    await waitFor(() => expect(sentBodies(spy, 'POST', '/api/audits')).toEqual([{ documentIds: [ID_A] }]));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(`/ai-auditor/analyze?audit=${AUDIT_ID}`),
    );
  });

  it('deletes a document after the confirmation', async () => {
    const spy = serve([doc(ID_A, 'a.xlsx')]);
    renderWithClient(<UploadScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sil a.xlsx' }));
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() =>
      expect(
        spy.mock.calls.some(
          ([url, init]) => String(url) === `/api/audit/documents/${ID_A}` && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryAllByTestId('audit-document')).toHaveLength(0));
  });
});
