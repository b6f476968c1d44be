// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFmeaImportResult, TImportedFmeaRow } from '../../../../domain/fmea/import/contract';
import { changeLanguage } from '../../../lib/i18n';
import '../reverse-fmea-mode';
import { reviewRows, toFmeaRows } from '../utils/review-rows';
import { ReviewStep } from './review-step';

afterEach(cleanup);
// The kit focuses the first invalid control one frame after a refused submit.
beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 5));
});
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 'Kaydet ve Analiz Et': the form's asynchronous check, the render that marks the fields (at the end
 * of the first act), then the frame in which the kit moves focus.
 */
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('review-save'));
    await wait(0);
  });
  await act(() => wait(20));
};

const row = (sourceRow: number, over: Partial<TImportedFmeaRow> = {}): TImportedFmeaRow => ({
  sourceRow,
  processStep: 'Enjeksiyon',
  potentialFailure: `Hata ${sourceRow}`,
  effects: 'Sıkışma',
  severity: 6,
  causes: 'Basınç düşük',
  occurrence: 4,
  controls: 'Görsel',
  preventionControls: '',
  detectionControls: '',
  detection: 5,
  rpn: 120,
  fileRpn: 120,
  fileAp: null,
  revised: null,
  processItem: '',
  workElement: '',
  specialClass: '',
  characteristic: '',
  specification: '',
  sampleSize: '',
  sampleFrequency: '',
  recommendedAction: '',
  responsible: '',
  targetDate: '',
  actionTaken: '',
  issues: [],
  ...over,
});

const mapping = (column: number | null) => (column === null ? null : { column, header: `H${column}` });

const RESULT: TFmeaImportResult = {
  fileName: 'Kapak_PFMEA.xlsx',
  format: 'xlsx',
  sheet: 'PFMEA',
  sheets: [
    { name: 'Kapak', fmea: false, rows: 0 },
    { name: 'PFMEA', fmea: true, rows: 3 },
  ],
  headerRow: 7,
  headerRows: 1,
  columns: [
    { index: 0, letter: 'A', header: 'Proses Adımı' },
    { index: 1, letter: 'B', header: 'Potansiyel Hata' },
    { index: 2, letter: 'C', header: 'Şiddet' },
  ],
  mapping: {
    processStep: mapping(0),
    potentialFailure: mapping(1),
    effects: null,
    severity: mapping(2),
    causes: null,
    occurrence: null,
    controls: null,
    preventionControls: null,
    detectionControls: null,
    detection: null,
    rpn: null,
    ap: null,
    revisedSeverity: null,
    revisedOccurrence: null,
    revisedDetection: null,
    revisedRpn: null,
    processItem: null,
    workElement: null,
    classification: null,
    characteristic: null,
    specification: null,
    sampleSize: null,
    sampleFrequency: null,
    recommendedAction: null,
    responsibility: null,
    targetDate: null,
    actionTaken: null,
  },
  form: 'aiag-4',
  scale: '1-10',
  rows: [
    row(8),
    row(9, {
      detection: null,
      rpn: null,
      fileRpn: 240,
      issues: [{ field: 'detection', code: 'not_a_number', message: 'Tespit sayı değil', value: 'yüksek' }],
    }),
    row(10, { fileRpn: 100 }),
  ],
  skipped: [{ row: 11, reason: 'Boş satır', code: 'blank', section: null }],
  notice: null,
  companion: null,
  apCheck: null,
  signature: '["proses adimi","potansiyel hata","siddet"]',
  template: null,
};

function renderStep(result: TFmeaImportResult = RESULT) {
  const onSave = vi.fn();
  const onReread = vi.fn();
  render(
    <ReviewStep
      result={result}
      rereading={false}
      onReread={onReread}
      saving={false}
      saveError={null}
      onSave={onSave}
    />,
  );
  return { onSave, onReread };
}

const reviewRow = (sourceRow: number) =>
  screen.getAllByTestId('review-row').find((r) => r.dataset.sourceRow === String(sourceRow)) as HTMLElement;

const PLANT: TFmeaImportResult = {
  ...RESULT,
  rows: [row(8, { fileAp: 'H' }), row(9, { fileAp: 'L' })],
  skipped: [
    { row: 7, reason: 'Bölüm başlığı satırı; veri değil', code: 'section', section: 'OP 20 - Kaynak' },
    { row: 10, reason: 'Ara toplam satırı; veri değil', code: 'subtotal', section: null },
    {
      row: 11,
      reason: 'Alt bilgi / imza satırı (Hazırlayan, Onaylayan, Sayfa x / y)',
      code: 'signature',
      section: null,
    },
  ],
  apCheck: {
    table: 'AIAG-VDA 2019 (varsayılan)',
    tableIsDefault: true,
    compared: 2,
    disagreements: [{ sourceRow: 8, severity: 6, occurrence: 4, detection: 5, fileAp: 'H', tableAp: 'M' }],
  },
};

describe('FMEA import review: a plant file (issue 19)', () => {
  afterEach(() => changeLanguage('tr'));

  it('lists subtotal, signature and section rows with their reasons and the section name given to the rows', () => {
    renderStep(PLANT);
    const items = within(screen.getByTestId('skipped-rows'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Satır 7: Bölüm başlığı satırı; veri değil — altındaki satırlara proses adımı olarak verildi: "OP 20 - Kaynak"',
      'Satır 10: Ara toplam satırı; veri değil',
      'Satır 11: Alt bilgi / imza satırı (Hazırlayan, Onaylayan, Sayfa x / y)',
    ]);
  });

  it("shows every row whose AP in the file differs from the AP table, and that the plan uses the table's", () => {
    renderStep(PLANT);
    const ap = screen.getByTestId('review-ap');
    expect(ap.textContent).toContain(
      'Dosyadaki AP 1 satırda "AIAG-VDA 2019 (varsayılan)" tablosundan farklı. Dosyanın AP değeri satırda saklanır; plan ve öncelik tablonun AP değerini kullanır.',
    );
    const rows = within(ap).getAllByTestId('review-ap-row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['8', '6 / 4 / 5', 'H', 'M'],
    ]);
  });

  it('says so when the file agrees with the table, and shows no AP section without an AP column', () => {
    renderStep({ ...PLANT, apCheck: { ...PLANT.apCheck!, disagreements: [] } });
    expect(screen.getByTestId('review-ap').textContent).toContain(
      'Dosyadaki AP, 2 satırın hepsinde "AIAG-VDA 2019 (varsayılan)" ile aynı.',
    );
    cleanup();
    renderStep(RESULT);
    expect(screen.queryByTestId('review-ap')).toBeNull();
  });

  it('says it in English', async () => {
    await act(() => changeLanguage('en'));
    renderStep(PLANT);
    expect(screen.getByTestId('skipped-rows').textContent).toContain('Row 10: Subtotal row; not data');
    expect(screen.getByTestId('review-ap').textContent).toContain('The AP in the file differs from');
  });
});

describe('FMEA import review', () => {
  it('shows sheet, header row, counts, the detected mapping and every skipped row with its reason', () => {
    renderStep();
    expect(screen.getByTestId('review-summary').textContent).toBe(
      'PFMEA sayfası, başlık satırı 7: 3 satır okundu, 1 satır atlandı.',
    );
    expect(screen.getByTestId<HTMLSelectElement>('mapping-severity').value).toBe('2');
    expect(screen.getByTestId<HTMLSelectElement>('mapping-effects').value).toBe('');
    expect(screen.getByTestId('skipped-rows').textContent).toContain('Satır 11: Boş satır');
  });

  it('flags the invalid cell on its row, blocks saving, and saves once it is fixed in place', async () => {
    const { onSave } = renderStep();
    expect(reviewRow(9).dataset.invalid).toBe('true');
    const fixDetection = screen.getByTestId('fix-detection-9');
    // the cell's message is the select's description
    expect(document.getElementById(fixDetection.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      within(reviewRow(9)).getByTestId('cell-issue').textContent,
    );
    expect(within(reviewRow(9)).getByTestId('cell-issue').textContent).toContain('yüksek');
    expect(screen.getByTestId('review-invalid').textContent).toContain('1 satırda geçersiz S/O/D');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByTestId('review-save-refused').textContent).toBe(
      'Kaydetmeden önce geçersiz S/O/D değerlerini düzeltin.',
    );
    expect(screen.getByTestId('review-save-refused').getAttribute('role')).toBe('alert');
    // focus on the rating to fix, the first invalid control of the form
    expect(document.activeElement).toBe(fixDetection);

    await act(async () => {
      fireEvent.change(fixDetection, { target: { value: '4' } });
      await wait(10);
    });
    expect(reviewRow(9).dataset.invalid).toBe('false');
    expect(screen.queryByTestId('review-invalid')).toBeNull();
    // the refusal goes with the last wrong rating, before the next click
    expect(screen.queryByTestId('review-save-refused')).toBeNull();
    // S×O×D = 6×4×4 = 96, shown with the file's 240 beside it
    expect(within(reviewRow(9)).getByTestId('file-rpn').textContent).toBe('Dosya: 240');
    expect(within(reviewRow(9)).getByText('96')).toBeTruthy();

    fireEvent.change(screen.getByTestId('review-part'), { target: { value: 'Kapak / Enjeksiyon' } });
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]?.[0] as {
      name: string;
      partOrProcess: string;
      rows: { detection: number; sourceRow: number }[];
    };
    expect(saved.name).toBe('Kapak_PFMEA');
    expect(saved.partOrProcess).toBe('Kapak / Enjeksiyon');
    expect(saved.rows.map((r) => [r.sourceRow, r.detection])).toEqual([
      [8, 5],
      [9, 4],
      [10, 5],
    ]);
  });

  it('saves a row whose O and D are blank, flagged as incomplete, without blocking (issue 23 §6)', async () => {
    const blank = (field: 'occurrence' | 'detection') => ({
      field,
      code: 'blank' as const,
      message: 'boş',
      value: '',
    });
    const { onSave } = renderStep({
      ...RESULT,
      rows: [
        row(8),
        row(109, {
          occurrence: null,
          detection: null,
          rpn: null,
          issues: [blank('occurrence'), blank('detection')],
        }),
      ],
    });
    expect(reviewRow(109).dataset.invalid).toBe('false');
    expect(reviewRow(109).dataset.incomplete).toBe('true');
    expect(within(reviewRow(109)).getByTestId('incomplete-flag').textContent).toBe('Eksik derecelendirme');
    expect(screen.queryByTestId('review-invalid')).toBeNull();
    expect(screen.getByTestId('review-incomplete').textContent).toContain('1 satırda O veya D yok');
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]?.[0] as {
      rows: { sourceRow: number; occurrence: number | null; detection: number | null }[];
    };
    expect(saved.rows.map((r) => [r.sourceRow, r.occurrence, r.detection])).toEqual([
      [8, 4, 5],
      [109, null, null],
    ]);
  });

  it('still blocks a blank severity: a row cannot be placed without it', async () => {
    const { onSave } = renderStep({
      ...RESULT,
      rows: [
        row(8, {
          severity: null,
          rpn: null,
          issues: [{ field: 'severity', code: 'blank', message: 'boş', value: '' }],
        }),
      ],
    });
    expect(reviewRow(8).dataset.invalid).toBe('true');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByTestId('review-save-refused')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('fix-severity-8'));
  });

  it('shows the file RPN only where it differs from S×O×D', () => {
    renderStep();
    expect(within(reviewRow(8)).queryByTestId('file-rpn')).toBeNull();
    expect(within(reviewRow(10)).getByTestId('file-rpn').textContent).toBe('Dosya: 100');
  });

  it('re-reads the file with another sheet or a changed mapping', () => {
    const { onReread } = renderStep();
    fireEvent.change(screen.getByTestId('review-sheet'), { target: { value: 'Kapak' } });
    expect(onReread).toHaveBeenLastCalledWith({ sheet: 'Kapak' });
    fireEvent.change(screen.getByTestId('mapping-effects'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bu eşleştirmeyle yeniden oku' }));
    const last = onReread.mock.calls.at(-1)?.[0] as { sheet: string; mapping: Record<string, number | null> };
    expect(last.sheet).toBe('PFMEA');
    expect(last.mapping).toMatchObject({ effects: 1, severity: 2, processStep: 0, detection: null });
  });

  it('says which fields came from another sheet of a split FMEA, or why they could not', () => {
    const companion = {
      sheet: '4. Failure Analysis',
      fields: ['severity', 'causes'] as ('severity' | 'causes')[],
      joined: true,
      rows: 3,
      reason: null,
      message: '…',
    };
    renderStep({ ...RESULT, companion });
    expect(screen.getByTestId('review-companion').textContent).toBe(
      'Şiddet (S), Hata Nedeni "4. Failure Analysis" sayfasından, hata türüne göre satır satır eşleştirilerek alındı (3 satır).',
    );
    cleanup();
    renderStep({ ...RESULT, companion: { ...companion, joined: false, rows: 0, reason: 'unmatched' } });
    const alert = screen.getByTestId('review-companion');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Şiddet (S), Hata Nedeni "4. Failure Analysis" sayfasında.');
    expect(alert.textContent).toContain('birebir eşleşmediği için alınmadı');
  });

  it('mounts 100 rows at first and 100 more per click; the problem filter finds a row beyond them', () => {
    const rows = Array.from({ length: 250 }, (_, i) =>
      i === 230
        ? row(i + 2, {
            severity: null,
            rpn: null,
            issues: [{ field: 'severity', code: 'out_of_range', message: 'Aralık dışı', value: '12' }],
          })
        : row(i + 2, { fileRpn: null }),
    );
    renderStep({ ...RESULT, rows });
    // the counts above the table stay the totals
    expect(screen.getByTestId('review-summary').textContent).toContain('250 satır okundu');
    expect(screen.getByTestId('review-invalid').textContent).toContain('1 satırda');
    expect(screen.getAllByTestId('review-row')).toHaveLength(100);
    // by test id: a role query walks every one of the 300 selects' accessibility trees
    expect(screen.getByTestId('review-more').textContent).toBe('Daha fazla göster (150 kaldı)');
    fireEvent.click(screen.getByTestId('review-more'));
    expect(screen.getAllByTestId('review-row')).toHaveLength(200);
    expect(screen.getByTestId('review-more').textContent).toBe('Daha fazla göster (50 kaldı)');

    expect(screen.getByTestId('review-only-issues').parentElement?.textContent).toBe(
      'Yalnızca sorunlu satırları göster',
    );
    fireEvent.click(screen.getByTestId('review-only-issues'));
    expect(screen.getAllByTestId('review-row').map((r) => r.dataset.sourceRow)).toEqual(['232']);
    expect(screen.queryByTestId('review-more')).toBeNull();
    // the fix in place still works on the filtered row
    fireEvent.change(screen.getByTestId('fix-severity-232'), { target: { value: '6' } });
    expect(screen.queryByTestId('review-invalid')).toBeNull();
    expect(screen.queryAllByTestId('review-row')).toHaveLength(0);
  });
});

describe('FMEA import review: name and part on the form kit', () => {
  afterEach(() => changeLanguage('tr'));
  const VALID: TFmeaImportResult = { ...RESULT, rows: [row(8), row(10)] };
  const name = () => screen.getByLabelText<HTMLInputElement>('FMEA adı');
  const part = () => screen.getByLabelText<HTMLInputElement>('Parça / proses');

  it("starts with the file's name without its extension, and saves name and part trimmed with every row", async () => {
    const { onSave } = renderStep(VALID);
    expect(name().value).toBe('Kapak_PFMEA');
    expect(name().maxLength).toBe(200);
    fireEvent.change(name(), { target: { value: '  Kapak PFMEA rev 4 ' } });
    fireEvent.change(part(), { target: { value: ' Kapak / Enjeksiyon  ' } });
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      name: 'Kapak PFMEA rev 4',
      partOrProcess: 'Kapak / Enjeksiyon',
      rows: toFmeaRows(reviewRows(VALID.rows, new Map())),
    });
  });

  it("refuses a blank name with the contract's Turkish message under the field, marked, linked and focused", async () => {
    const { onSave } = renderStep(VALID);
    fireEvent.change(name(), { target: { value: '   ' } });
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'FMEA adı gereklidir',
    );
    expect(document.activeElement).toBe(name());
    expect(part().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByTestId('review-save-refused')).toBeNull();

    // typed again: the message goes, and the save goes through
    fireEvent.change(name(), { target: { value: 'Kapak' } });
    await save();
    expect(screen.queryByText('FMEA adı gereklidir')).toBeNull();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect((onSave.mock.calls[0]?.[0] as { name: string }).name).toBe('Kapak');
  });

  it('says both at once: a blank name and a rating still to fix; focus on the first, the rating above', async () => {
    const { onSave } = renderStep();
    fireEvent.change(name(), { target: { value: '' } });
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('FMEA adı gereklidir')).toBeTruthy();
    expect(screen.getByTestId('review-save-refused')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('fix-detection-9'));
  });

  it('Enter in the name field saves, as the button does', async () => {
    const { onSave } = renderStep(VALID);
    await act(async () => {
      fireEvent.submit(name().form as HTMLFormElement);
      await wait(10);
    });
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('keeps the button disabled while saving and shows the server refusal', () => {
    render(
      <ReviewStep
        result={VALID}
        rereading={false}
        onReread={vi.fn()}
        saving
        saveError="FMEA adı en fazla 200 karakter olabilir"
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByTestId<HTMLButtonElement>('review-save').disabled).toBe(true);
    expect(screen.getByText('FMEA adı en fazla 200 karakter olabilir')).toBeTruthy();
  });

  it('says it in English', async () => {
    await act(() => changeLanguage('en'));
    const { onSave } = renderStep();
    fireEvent.change(screen.getByLabelText('FMEA name'), { target: { value: '' } });
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('The FMEA name is required')).toBeTruthy();
    expect(screen.getByTestId('review-save-refused').textContent).toBe(
      'Fix the invalid S/O/D values before saving.',
    );
  });
});
