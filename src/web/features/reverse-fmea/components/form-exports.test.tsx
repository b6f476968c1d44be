// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '../../../lib/component-testing';
import '../reverse-fmea-mode';
import { saveBlob } from '../utils/save-blob';
import { FormExports } from './form-exports';

vi.mock('../utils/save-blob', () => ({ saveBlob: vi.fn() }));

beforeEach(() => vi.mocked(saveBlob).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FormExports', () => {
  it.each([
    [
      'Kontrol Planı Oluştur',
      '/api/fmeas/f1/control-plan/export.xlsx',
      /^Kontrol_Planı_\d\d\.\d\d\.\d{4}\.xlsx$/,
    ],
    ['PFMEA (.xlsx)', '/api/fmeas/f1/export.xlsx', /^PFMEA_\d\d\.\d\d\.\d{4}\.xlsx$/],
  ])('"%s" downloads %s and saves it under a dated Turkish name', async (label, url, fileName) => {
    const spy = stubFetch(() => ({}));
    renderWithClient(<FormExports fmeaId="f1" canEdit />);
    fireEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(spy.mock.calls.map(([called]) => String(called))).toEqual([url]);
    expect(vi.mocked(saveBlob).mock.calls[0]?.[1]).toMatch(fileName);
  });
});
