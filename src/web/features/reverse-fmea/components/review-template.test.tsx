// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FMEA_IMPORT_FIELDS,
  type TAppliedTemplate,
  type TFmeaImportResult,
} from '../../../../domain/fmea/import/contract';
import type { TMappingTemplate } from '../../../../domain/fmea/import/template-contract';
import { changeLanguage } from '../../../lib/i18n';
import '../reverse-fmea-mode';
import { ReviewTemplate, type TemplateActions } from './review-template';

afterEach(cleanup);
// jsdom has <dialog> without its methods (the delete asks first, in a modal dialog).
beforeAll(() => {
  // The kit focuses the first invalid control one frame after a refused submit.
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 5));
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const SIGNATURE = '["bolum","hata turu","siddet"]';
const mapping = Object.fromEntries(FMEA_IMPORT_FIELDS.map((f) => [f, null])) as TFmeaImportResult['mapping'];
const RESULT: TFmeaImportResult = {
  fileName: 'Braket.xlsx',
  format: 'xlsx',
  sheet: 'PFMEA',
  sheets: [{ name: 'PFMEA', fmea: true, rows: 1 }],
  headerRow: 3,
  headerRows: 1,
  columns: [
    { index: 0, letter: 'A', header: 'Bölüm' },
    { index: 1, letter: 'B', header: 'Hata Türü' },
    { index: 2, letter: 'C', header: 'Şiddet' },
  ],
  mapping: {
    ...mapping,
    processStep: { column: 0, header: 'Bölüm' },
    severity: { column: 2, header: 'Şiddet' },
  },
  form: 'basic',
  scale: '1-10',
  rows: [],
  skipped: [],
  notice: null,
  companion: null,
  apCheck: null,
  signature: SIGNATURE,
  template: null,
};

const template = (id: string, name: string, over: Partial<TMappingTemplate> = {}): TMappingTemplate => ({
  id,
  name,
  signature: SIGNATURE,
  mapping: { processStep: 0, severity: 2 },
  authorId: '00000000-0000-4000-8000-0000000000aa',
  authorName: 'Ayşe Kalite',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  can: { edit: true, delete: true },
  ...over,
});
const BRAKET = template('00000000-0000-4000-8000-000000000001', 'Braket hattı');
const KAPAK = template('00000000-0000-4000-8000-000000000002', 'Kapak hattı', {
  can: { edit: false, delete: false },
});
const ELSEWHERE = template('00000000-0000-4000-8000-000000000003', 'Başka başlık', { signature: '["x"]' });
const applied = (over: Partial<TAppliedTemplate> = {}): TAppliedTemplate => ({
  id: BRAKET.id,
  name: BRAKET.name,
  how: 'signature',
  fallbacks: [],
  ...over,
});

function renderLine(result: TFmeaImportResult, templates = [BRAKET, KAPAK, ELSEWHERE]) {
  const actions: TemplateActions = {
    choose: vi.fn(),
    save: vi.fn(),
    update: vi.fn(),
    rename: vi.fn(),
    remove: vi.fn(),
  };
  render(
    <ReviewTemplate result={result} templates={templates} busy={false} error={null} actions={actions} />,
  );
  return actions;
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A click that submits: the form's asynchronous check, its render, then the kit's focus frame. */
const submitWith = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await wait(0);
  });
  await act(() => wait(20));
};
const nameField = () => screen.getByLabelText<HTMLInputElement>('Şablon adı');

const options = () =>
  [...screen.getByTestId<HTMLSelectElement>('review-template-choice').options].map((o) => [o.value, o.text]);

describe("the review's 'Şablon' line", () => {
  afterEach(() => changeLanguage('tr'));

  it('names the template found by the header and offers the others of the same header, or none', () => {
    renderLine({ ...RESULT, template: applied() });
    expect(screen.getByTestId('review-template').textContent).toBe(
      'Şablon: Braket hattı (bu dosyanın başlıklarıyla bulundu)',
    );
    expect(screen.getByTestId<HTMLSelectElement>('review-template-choice').value).toBe(BRAKET.id);
    expect(options()).toEqual([
      [BRAKET.id, 'Braket hattı (Ayşe Kalite)'],
      [KAPAK.id, 'Kapak hattı (Ayşe Kalite)'],
      ['none', 'Şablon uygulama'],
    ]);
  });

  it('changes the template, or applies none', () => {
    const actions = renderLine({ ...RESULT, template: applied() });
    fireEvent.change(screen.getByTestId('review-template-choice'), { target: { value: KAPAK.id } });
    expect(actions.choose).toHaveBeenLastCalledWith(KAPAK.id);
    fireEvent.change(screen.getByTestId('review-template-choice'), { target: { value: 'none' } });
    expect(actions.choose).toHaveBeenLastCalledWith('none');
  });

  it("says 'Şablon: yok' without a template and saves the mapping under the name typed", async () => {
    const actions = renderLine(RESULT);
    expect(screen.getByTestId('review-template').textContent).toBe('Şablon: yok');
    expect(screen.getByTestId<HTMLSelectElement>('review-template-choice').value).toBe('none');
    expect(screen.queryByTestId('template-delete')).toBeNull();
    expect(screen.queryByTestId('template-rename')).toBeNull();
    expect(nameField().maxLength).toBe(100);
    fireEvent.change(nameField(), { target: { value: '   ' } });
    await submitWith('template-save');
    expect(actions.save).not.toHaveBeenCalled();
    // the contract's message under the field: marked, linked and focused
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nameField().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Şablon adı gerekli.',
    );
    expect(document.activeElement).toBe(nameField());

    fireEvent.change(nameField(), { target: { value: '  Braket hattı ' } });
    await submitWith('template-save');
    expect(actions.save).toHaveBeenCalledTimes(1);
    expect(actions.save).toHaveBeenCalledWith('Braket hattı');
    expect(screen.queryByText('Şablon adı gerekli.')).toBeNull();
    expect(nameField().value).toBe('');
  });

  it('Enter in the name field saves a new template, never renames', async () => {
    const actions = renderLine({ ...RESULT, template: applied() });
    fireEvent.change(nameField(), { target: { value: 'Braket v3' } });
    await act(async () => {
      fireEvent.submit(nameField().form as HTMLFormElement);
      await wait(10);
    });
    expect(actions.save).toHaveBeenCalledWith('Braket v3');
    expect(actions.rename).not.toHaveBeenCalled();
  });

  it('lists each field whose template column no longer fits, and what was used instead', () => {
    renderLine({
      ...RESULT,
      template: applied({
        fallbacks: [
          { field: 'severity', column: 1, detected: 2, message: '' },
          { field: 'occurrence', column: 7, detected: null, message: '' },
        ],
      }),
    });
    expect(screen.getAllByTestId('template-fallback').map((e) => e.textContent)).toEqual([
      'Şiddet (S): şablondaki B sütunu bu dosyada alana uymuyor; sütun otomatik bulundu (C).',
      'Olasılık (O): şablondaki H sütunu bu dosyada alana uymuyor; alan eşleştirilmedi.',
    ]);
  });

  it('offers update, rename and delete only when can says so', async () => {
    const actions = renderLine({
      ...RESULT,
      mapping: { ...RESULT.mapping, processStep: null },
      template: applied(),
    });
    fireEvent.click(screen.getByTestId('template-update'));
    expect(actions.update).toHaveBeenCalledWith(BRAKET.id);
    fireEvent.click(screen.getByTestId('template-delete'));
    expect(actions.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(actions.remove).toHaveBeenCalledWith(BRAKET.id);
    // rename waits for a name
    expect(screen.getByTestId<HTMLButtonElement>('template-rename').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('template-name'), { target: { value: ' Braket v2 ' } });
    expect(screen.getByTestId<HTMLButtonElement>('template-rename').disabled).toBe(false);
    await submitWith('template-rename');
    expect(actions.rename).toHaveBeenCalledWith(BRAKET.id, 'Braket v2');
    expect(actions.save).not.toHaveBeenCalled();
    expect(nameField().value).toBe('');
    cleanup();

    renderLine({ ...RESULT, template: applied({ id: KAPAK.id, name: KAPAK.name, how: 'chosen' }) });
    expect(screen.getByTestId('review-template').textContent).toBe('Şablon: Kapak hattı (elle seçildi)');
    for (const id of ['template-update', 'template-rename', 'template-delete'])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.getByTestId('template-save')).toBeTruthy();
  });

  it('hides the update button when the review shows the template’s own mapping', () => {
    renderLine({ ...RESULT, template: applied() });
    expect(screen.queryByTestId('template-update')).toBeNull();
  });

  it('says it in English', async () => {
    await act(() => changeLanguage('en'));
    const actions = renderLine({ ...RESULT, template: applied() });
    expect(screen.getByTestId('review-template').textContent).toBe(
      "Template: Braket hattı (found by this file's headers)",
    );
    await submitWith('template-save');
    expect(actions.save).not.toHaveBeenCalled();
    expect(screen.getByText('A template name is required.')).toBeTruthy();
  });
});
