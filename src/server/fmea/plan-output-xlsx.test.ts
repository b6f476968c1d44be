import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { PlanOutputItem } from '../../domain/fmea/plan-output-csv';
import { buildPlanXlsx } from './plan-output-xlsx';

const item = (over: Partial<PlanOutputItem> = {}): PlanOutputItem => ({
  originalFailure: 'Eksik baskı',
  priority: 'high',
  timeline: '30 gün',
  preventiveAction: 'Enjeksiyon basıncı penceresi tanımlanacak',
  monitoringMethod: 'SPC',
  responsibility: 'Üretim',
  successCriteria: 'AP ≠ H',
  rpn: 240,
  actionPriority: 'H',
  reason: 'O=8: oluşma yüksek',
  source: 'rules',
  ...over,
});

describe('buildPlanXlsx', () => {
  it('writes a formatted sheet that reads back with Turkish letters, colours and no formulas', async () => {
    const buffer = await buildPlanXlsx(
      [item(), item({ originalFailure: '=CMD|"/c calc"!A1', priority: 'low', rpn: 40, actionPriority: 'L' })],
      { fmeaName: 'Şasi kaynağı', at: new Date('2026-11-23T10:00:00Z'), timeZone: 'UTC' },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Aksiyon Planı');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.getCell('A1').value).toBe('Reverse FMEA: Şasi kaynağı (23.11.2026)');
    expect(sheet.getRow(2).getCell(2).value).toBe('Hata Modu');
    expect(sheet.getRow(2).font?.bold).toBe(true);
    expect(sheet.getRow(3).getCell(2).value).toBe('Eksik baskı');
    expect(sheet.getRow(3).getCell(3).value).toBe('Yüksek');
    expect(sheet.getRow(3).getCell(5).value).toBe(240);
    const fill = sheet.getRow(3).getCell(2).fill;
    expect(fill?.type === 'pattern' ? fill.fgColor?.argb : null).toBe('FFFECACA');
    const hostile = sheet.getRow(4).getCell(2);
    expect(hostile.value).toBe(`'=CMD|"/c calc"!A1`);
    expect(hostile.formula).toBeUndefined();
    expect(sheet.getRow(4).getCell(3).value).toBe('Düşük');
  });
});
