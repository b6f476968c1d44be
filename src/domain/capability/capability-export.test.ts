import { describe, expect, it } from 'vitest';
import { calculateCapability } from './capability';
import {
  buildCapabilityCsv,
  buildTabSeparatedCopy,
  capabilityCsvFileName,
  formatPValue,
} from './capability-export';
import type { TCapabilityResult } from './contract';
import datasets from './fixtures/datasets.json';
import { parseMeasurements } from './parse-measurements';

const input = datasets.shaftDiameter;
const outcome = calculateCapability(input);
if (!outcome.ok) throw new Error('reference dataset must compute');
const result: TCapabilityResult = outcome.result;
const date = new Date('2024-05-07T21:30:00Z'); // already 8 May at the plant (Istanbul, UTC+3)

describe('capabilityCsvFileName', () => {
  it("names the file with the plant's date, not UTC's or the browser's", () => {
    expect(capabilityCsvFileName(date)).toBe('CpCpk_Analizi_2024-05-08.csv');
    expect(capabilityCsvFileName(new Date('2025-12-31T20:59:00Z'))).toBe('CpCpk_Analizi_2025-12-31.csv');
  });
});

describe('buildCapabilityCsv', () => {
  const csv = buildCapabilityCsv(input, result, date);
  const lines = csv.slice(1).split('\r\n');
  const row = (label: string) => lines.find((line) => line.startsWith(`${label};`));

  it('starts with a UTF-8 BOM and uses CRLF lines', () => {
    expect(csv.startsWith('\uFEFFÖlçüm No;Değer\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('lists every measurement exactly as entered, with a decimal comma', () => {
    expect(lines[1]).toBe('1;25,021');
    expect(lines[30]).toBe('30;25,014');
    expect(lines[31]).toBe('');
    expect(lines[32]).toBe('Parametre;Değer');
  });

  it('has the spec results, rounded to 4 decimals with a decimal comma', () => {
    expect(row('Tarih')).toBe('Tarih;2024-05-08');
    expect(row('Nominal')).toBe('Nominal;25');
    expect(row('Ortalama')).toBe('Ortalama;25,0163');
    expect(row('Standart Sapma')).toBe('Standart Sapma;0,0236');
    expect(row('Cp')).toBe('Cp;1,4150');
    expect(row('Cpk')).toBe('Cpk;1,1843');
    expect(row('Cpk Üst')).toBe('Cpk Üst;1,1843');
    expect(row('Cpk Alt')).toBe('Cpk Alt;1,6456');
    expect(row('Proses Yeterliliği')).toBe('Proses Yeterliliği;Marjinal');
    expect(row('Öneri')).toBe(`Öneri;${result.recommendation}`);
  });

  it('adds within, ppm, Anderson-Darling and I-MR rows', () => {
    expect(row('Cp (Kısa Dönem)')).toBe('Cp (Kısa Dönem);1,3090');
    expect(row('Beklenen ppm Toplam (Genel)')).toBe('Beklenen ppm Toplam (Genel);190,87');
    expect(row('Anderson-Darling A²')).toBe('Anderson-Darling A²;0,5868');
    expect(row('Anderson-Darling p-Değeri')).toBe('Anderson-Darling p-Değeri;0,117');
    expect(row('MR Kartı Kontrol Dışı Ölçümler')).toBe('MR Kartı Kontrol Dışı Ölçümler;21');
    expect(row('I Kartı Kontrol Dışı Ölçümler')).toBe('I Kartı Kontrol Dışı Ölçümler;Yok');
  });

  it('has exactly two fields on every non-empty line (no stray separators)', () => {
    for (const line of lines.filter((l) => l !== '')) expect(line.split(';')).toHaveLength(2);
  });

  it('reads back through our own paste parser: the values column survives', () => {
    const measurementLines = lines
      .slice(1, 31)
      .map((line) => line.split(';')[1])
      .join('\n');
    expect(parseMeasurements(measurementLines).values).toEqual(input.values);
  });
});
describe('buildCapabilityCsv with the organisation profile', () => {
  it('names the plant and dates the file in its time zone', () => {
    const at = new Date('2026-03-14T23:30:00Z');
    const csv = buildCapabilityCsv(input, result, at, 'tr', {
      name: 'Bursa; "Plastik"',
      timeZone: 'America/New_York',
    });
    expect(csv).toContain('\r\nTesis;"Bursa; ""Plastik"""\r\n');
    expect(csv).toContain('\r\nTarih;2026-03-14\r\n');
    expect(buildCapabilityCsv(input, result, at)).not.toContain('Tesis;');
  });
});

describe('buildTabSeparatedCopy', () => {
  it('is tab separated with decimal commas and the same result rows', () => {
    const text = buildTabSeparatedCopy(input.values, result);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Ölçüm No\tDeğer');
    expect(lines[1]).toBe('1\t25,021');
    expect(lines).toContain('Cpk\t1,1843');
    expect(lines).toContain('Proses Yeterliliği\tMarjinal');
    expect(text).not.toContain(';');
  });
});

// p-value in Turkish notation (the spec's screen and the Turkish CSV).
describe('formatPValue, Turkish', () => {
  it.each([
    [0.117446, '0,117'],
    [0.05, '0,050'],
    [0.0049, '< 0,005'],
    [0, '< 0,005'],
    [1, '1,000'],
  ])('%d → %s', (p, text) => {
    expect(formatPValue(p, 'tr')).toBe(text);
  });
});

describe('the export in English (the user’s language)', () => {
  const input = {
    nominal: 100,
    upperTolerance: 0.5,
    lowerTolerance: 0.5,
    values: [100.02, 99.98, 100.05, 99.97, 100.01, 100.5],
  };
  const outcome = calculateCapability(input);
  if (!outcome.ok) throw new Error('fixture must calculate');
  const csv = buildCapabilityCsv(input, outcome.result, new Date('2026-11-23T10:00:00Z'), 'en');
  const lines = csv.slice(1).split('\r\n');

  it('has English labels, decimal points and comma separators', () => {
    expect(lines[0]).toBe('Measurement No,Value');
    expect(lines[1]).toBe('1,100.02');
    expect(lines).toContain('Parameter,Value');
    expect(lines.find((l) => l.startsWith('Mean,'))).toMatch(/^Mean,100\.\d{4}$/);
    expect(lines.find((l) => l.startsWith('Process capability,'))).toMatch(
      /^Process capability,(Excellent|Adequate|Marginal|Inadequate)$/,
    );
  });
  it('has no Turkish-only letters', () => expect(csv).not.toMatch(/[ğşıİçöüĞŞÇÖÜ]/));
  it('is named in English', () =>
    expect(capabilityCsvFileName(new Date('2026-11-23T10:00:00Z'), 'en')).toBe(
      'CpCpk_Analysis_2026-11-23.csv',
    ));
});
