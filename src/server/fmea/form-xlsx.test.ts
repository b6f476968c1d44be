import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildFormXlsx } from './form-xlsx';

describe('buildFormXlsx', () => {
  it('title block merged above a bold frozen header; Turkish letters kept; no formula from a cell', async () => {
    const buffer = await buildFormXlsx(
      {
        sheet: 'Kontrol Planı',
        title: ['Kontrol Planı', 'Parça Adı: Şasi — Rev. 2'],
        header: ['Op. No', 'Operasyon', 'Reaksiyon Planı'],
        rows: [['20', '=HYPERLINK("http://x")', 'Üretimi durdur']],
      },
      new Date('2026-11-26T10:00:00Z'),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Kontrol Planı');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getCell('A2').value).toBe('Parça Adı: Şasi — Rev. 2');
    expect(sheet.getCell('C2').isMerged).toBe(true);
    expect(sheet.getRow(3).getCell(3).value).toBe('Reaksiyon Planı');
    expect(sheet.getRow(3).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(sheet.getRow(4).getCell(2).value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getRow(4).getCell(2).formula).toBeUndefined();
  });
});
