// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../reverse-fmea-mode';
import { type ManualRow, newManualRow } from '../utils/manual-rows';
import { type ManualDraft, ManualTab as Controlled } from './manual-tab';

// The mode keeps the draft (it survives tab switches); here a harness does.
function ManualTab({
  onStart,
  first = newManualRow(),
}: {
  onStart: (draft: ManualDraft) => void;
  first?: ManualRow;
}) {
  const [draft, setDraft] = useState<ManualDraft>({
    editingId: null,
    editingVersion: null,
    name: '',
    partOrProcess: '',
    rows: [first],
  });
  return <Controlled draft={draft} onChange={setDraft} onStart={onStart} />;
}

afterEach(cleanup);

const rows = () => screen.getAllByTestId('manual-row');

describe('Manuel FMEA table', () => {
  it('starts with one 5/5/5 row whose RPN is 125 (yellow) and whose delete button is disabled', () => {
    render(<ManualTab onStart={vi.fn()} />);
    expect(rows()).toHaveLength(1);
    for (const key of ['severity', 'occurrence', 'detection'])
      expect(screen.getByTestId(`${key}-1`)).toHaveProperty('value', '5');
    const rpn = screen.getByTestId('rpn-1');
    expect(rpn.textContent).toContain('125');
    expect(rpn.dataset.band).toBe('medium');
    expect(screen.getByRole('button', { name: 'Satır 1 sil' })).toHaveProperty('disabled', true);
  });

  it('shows a stored row without O/D as incomplete, saves it so, and completes it in place (issue 23 §6)', () => {
    const onStart = vi.fn();
    const first = { ...newManualRow(), potentialFailure: 'Vida eksik', occurrence: null, detection: null };
    render(<ManualTab onStart={onStart} first={first} />);
    expect(screen.getByTestId('rpn-1').textContent).toBe('Eksik derecelendirme');
    expect(screen.getByTestId('occurrence-1')).toHaveProperty('value', '');
    fireEvent.click(screen.getByTestId('start-analysis'));
    expect((onStart.mock.calls[0]?.[0] as ManualDraft).rows[0]).toMatchObject({
      occurrence: null,
      detection: null,
    });
    fireEvent.change(screen.getByTestId('occurrence-1'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('detection-1'), { target: { value: '6' } });
    expect(screen.getByTestId('rpn-1').textContent).toContain('120');
  });

  it('recomputes the RPN and its colour live when S, O or D change', () => {
    render(<ManualTab onStart={vi.fn()} />);
    fireEvent.change(screen.getByTestId('severity-1'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('occurrence-1'), { target: { value: '3' } });
    expect(screen.getByTestId('rpn-1').textContent).toContain('150');
    expect(screen.getByTestId('rpn-1').dataset.band).toBe('high');
    fireEvent.change(screen.getByTestId('detection-1'), { target: { value: '3' } });
    expect(screen.getByTestId('rpn-1').textContent).toContain('90');
    expect(screen.getByTestId('rpn-1').dataset.band).toBe('low');
    // the dropdown offers exactly 1-10
    const options = within(screen.getByTestId('severity-1')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('adds and deletes rows but never the last one', () => {
    render(<ManualTab onStart={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Satır Ekle' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByTestId('rpn-2').textContent).toContain('125');
    expect(screen.getByRole('button', { name: 'Satır 1 sil' })).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByTestId('potentialFailure-2'), { target: { value: 'Çapak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Satır 1 sil' }));
    expect(rows()).toHaveLength(1);
    expect(screen.getByTestId('potentialFailure-1')).toHaveProperty('value', 'Çapak');
    expect(screen.getByRole('button', { name: 'Satır 1 sil' })).toHaveProperty('disabled', true);
  });

  it('sends only filled rows, and asks for a failure when none is filled', () => {
    const onStart = vi.fn();
    render(<ManualTab onStart={onStart} />);
    const start = screen.getByRole('button', { name: 'Önleyici Aksiyon Planı Oluştur' });
    fireEvent.click(start);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('En az bir satıra');
    fireEvent.change(screen.getByTestId('processStep-1'), { target: { value: 'Kaynak' } });
    fireEvent.click(start);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Her satırda potansiyel hata türü gereklidir');
    fireEvent.change(screen.getByTestId('potentialFailure-1'), { target: { value: 'Eksik Baskı' } });
    fireEvent.change(screen.getByTestId('detection-1'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Satır Ekle' }));
    fireEvent.click(start);
    expect(onStart).toHaveBeenCalledTimes(1);
    const sent = (onStart.mock.calls[0]?.[0] as ManualDraft).rows;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      potentialFailure: 'Eksik Baskı',
      severity: 5,
      occurrence: 5,
      detection: 8,
    });
  });

  it('offers to load the current rows when the save was refused as a stale edit', () => {
    const onReload = vi.fn();
    const draft: ManualDraft = {
      editingId: 'f1',
      editingVersion: 3,
      name: 'Kapak PFMEA',
      partOrProcess: '',
      rows: [newManualRow()],
    };
    render(
      <Controlled
        draft={draft}
        onChange={vi.fn()}
        onStart={vi.fn()}
        error="Bu FMEA siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin."
        onReload={onReload}
      />,
    );
    expect(screen.getByTestId('manual-save-error').textContent).toContain(
      'başka biri tarafından değiştirildi',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Güncel hâlini yükle' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    cleanup();
    // Any other save error offers no reload.
    render(<Controlled draft={draft} onChange={vi.fn()} onStart={vi.fn()} error="FMEA bulunamadı" />);
    expect(screen.queryByTestId('manual-reload')).toBeNull();
  });
});
