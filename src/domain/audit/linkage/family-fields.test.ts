import { describe, expect, it } from 'vitest';
import { mappedTable } from '../testing/mapped';
import type { TCpField } from '../tables/mapped-table';
import { fieldGroups, titleBlockOf } from './family-fields';

const plan = (extra: object) => ({
  ...mappedTable(
    ['operationNumber', 'processName'] as TCpField[],
    [{ operationNumber: '10', processName: 'Kesme' }],
    {
      file: 'cp.xlsx',
      context: 'Kontrol Planı\nParça Adı: Braket',
    },
  ),
  ...extra,
});

describe('titleBlockOf', () => {
  it('reads the rows above the header as cells, else the document text', () => {
    const rows = plan({
      titleRows: [
        ['Müşteri', 'Otokar'],
        ['Parça Adı', 'Braket'],
      ],
    });
    expect(titleBlockOf(rows)).toMatchObject({ customer: 'Otokar', partName: 'Braket' });
    expect(titleBlockOf(plan({}))).toMatchObject({ customer: null, partName: 'Braket' });
  });

  it('takes who prepared and approved it from the signature rows below the table', () => {
    const signed = plan({
      skipped: [
        { row: 20, reason: 'signature', text: 'Hazırlayan: Ayşe Kaya' },
        { row: 21, reason: 'signature', text: 'Approved by: K. Lee' },
        { row: 22, reason: 'section', text: 'Müşteri: Başka' },
      ],
    });
    expect(titleBlockOf(signed)).toMatchObject({
      preparedBy: 'Ayşe Kaya',
      approvedBy: 'K. Lee',
      customer: null,
    });
  });
});

describe('fieldGroups', () => {
  it('part numbers group written with or without separators', () => {
    expect(fieldGroups('partNumber', ['BR-1001', 'br 1001', null, 'GB-2040'])).toEqual([
      'BR1001',
      'BR1001',
      null,
      'GB2040',
    ]);
  });

  it('a bilingual name joins its two languages for every document', () => {
    const [tr, both, en, other] = fieldGroups('partName', [
      'Kaynaklı Braket',
      'Kaynaklı Braket / Welded Bracket',
      'WELDED BRACKET',
      'Fuel Pipe',
    ]);
    expect(new Set([tr, both, en]).size).toBe(1);
    expect(other).not.toBe(tr);
    // Without the bilingual document, the two languages are two names.
    const [a, b] = fieldGroups('partName', ['Kaynaklı Braket', 'Welded Bracket']);
    expect(a).not.toBe(b);
  });
});
