import { plantDate } from '../shared/plant-date';
import type { TCapabilityResult } from './contract';
import { formatNumberTr, formatRawNumberTr } from './number-format';

export interface CapabilityExportInput {
  nominal: number;
  upperTolerance: number;
  lowerTolerance: number;
  values: ArrayLike<number>;
}

type Row = readonly [label: string, value: string];

const BOM = '\uFEFF';
const four = (x: number) => formatNumberTr(x, { digits: 4 });
const ppm = (x: number) => formatNumberTr(x, { digits: 2 });

/** p-value as Minitab prints it: 3 decimals, '< 0,005' below 0.005. */
export function formatPValueTr(p: number): string {
  return p < 0.005 ? '< 0,005' : formatNumberTr(p, { digits: 3 });
}

/** Spec: CSV named with the date, 'CpCpk_Analizi_YYYY-MM-DD.csv'. */
export function capabilityCsvFileName(date: Date): string {
  return `CpCpk_Analizi_${plantDate(date)}.csv`;
}

/** Result rows shared by the CSV file and the clipboard copy, values already in Turkish notation. */
export function capabilityResultRows(result: TCapabilityResult): Row[] {
  const { within, normality, imr } = result;
  const list = (points: number[]) => (points.length === 0 ? 'Yok' : points.join(', '));
  return [
    ['USL (Üst Spesifikasyon Limiti)', four(result.usl)],
    ['LSL (Alt Spesifikasyon Limiti)', four(result.lsl)],
    ['Ölçüm Sayısı', String(result.n)],
    ['Ortalama', four(result.mean)],
    ['Standart Sapma', four(result.standardDeviation)],
    ['Cp', four(result.cp)],
    ['Cpk', four(result.cpk)],
    ['Cpk Üst', four(result.cpkUpper)],
    ['Cpk Alt', four(result.cpkLower)],
    ['Proses Yeterliliği', result.processCapability.label],
    ['Öneri', result.recommendation],
    ['Minimum', four(result.min)],
    ['Maksimum', four(result.max)],
    ['Ortalama Hareketli Aralık (MR̄)', four(within.mrBar)],
    ['Kısa Dönem Sigma (MR̄/1,128)', four(within.sigma)],
    ['Cp (Kısa Dönem)', four(within.cp)],
    ['Cpk (Kısa Dönem)', four(within.cpk)],
    ['Cpk Üst (Kısa Dönem)', four(within.cpkUpper)],
    ['Cpk Alt (Kısa Dönem)', four(within.cpkLower)],
    ['Beklenen ppm < LSL (Genel)', ppm(result.ppm.belowLsl)],
    ['Beklenen ppm > USL (Genel)', ppm(result.ppm.aboveUsl)],
    ['Beklenen ppm Toplam (Genel)', ppm(result.ppm.total)],
    ['Beklenen ppm < LSL (Kısa Dönem)', ppm(result.ppmWithin.belowLsl)],
    ['Beklenen ppm > USL (Kısa Dönem)', ppm(result.ppmWithin.aboveUsl)],
    ['Beklenen ppm Toplam (Kısa Dönem)', ppm(result.ppmWithin.total)],
    ['Anderson-Darling A²', four(normality.adStatistic)],
    ['Anderson-Darling p-Değeri', formatPValueTr(normality.pValue)],
    ['Normallik (α = 0,05)', normality.isNormal ? 'Normal dağılıma uygun' : 'Normal dağılıma uymuyor'],
    ['I Kartı Merkez Çizgisi', four(imr.individuals.cl)],
    ['I Kartı ÜKL', four(imr.individuals.ucl)],
    ['I Kartı AKL', four(imr.individuals.lcl)],
    ['I Kartı Kontrol Dışı Ölçümler', list(imr.individuals.outOfControl)],
    ['MR Kartı Merkez Çizgisi', four(imr.movingRange.cl)],
    ['MR Kartı ÜKL', four(imr.movingRange.ucl)],
    ['MR Kartı AKL', four(imr.movingRange.lcl)],
    ['MR Kartı Kontrol Dışı Ölçümler', list(imr.movingRange.outOfControl)],
  ];
}

// RFC 4180 quoting with ';' as the delimiter Excel expects in a Turkish locale.
function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// A tab or line break inside a cell would shift the pasted table; no cell of ours has one, but be safe.
const tsvField = (text: string) => text.replace(/[\t\r\n]+/g, ' ');

// Measurement cells are digits, ',', '-', '+' and 'E' only: no quoting needed, so lines are built
// directly (10⁶ values export in a fraction of a second).
function measurementLines(values: ArrayLike<number>, separator: string): string[] {
  const lines = [`Ölçüm No${separator}Değer`];
  for (let i = 0; i < values.length; i++) {
    lines.push(`${i + 1}${separator}${formatRawNumberTr(values[i] as number)}`);
  }
  return lines;
}

/**
 * The 'Excel' export (spec): UTF-8 BOM so Excel reads Turkish letters, ';' separators and decimal commas
 * for a Turkish-locale Excel, CRLF lines. Measurements exactly as entered, results rounded to 4 decimals
 * (ppm 2, p-value 3).
 */
export function buildCapabilityCsv(
  input: CapabilityExportInput,
  result: TCapabilityResult,
  date: Date,
  // The organisation profile: its name heads the file's parameters, its zone dates it.
  plant: { name: string; timeZone?: string } = { name: '' },
): string {
  const rows: Row[] = [
    ['Parametre', 'Değer'],
    ...(plant.name === '' ? [] : [['Tesis', plant.name] as Row]),
    ['Tarih', plantDate(date, plant.timeZone)],
    ['Nominal', formatRawNumberTr(input.nominal)],
    ['Üst Tolerans', formatRawNumberTr(input.upperTolerance)],
    ['Alt Tolerans', formatRawNumberTr(input.lowerTolerance)],
    ...capabilityResultRows(result),
  ];
  const lines = measurementLines(input.values, ';');
  lines.push('');
  for (const [label, value] of rows) lines.push(`${csvField(label)};${csvField(value)}`);
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** The copy action (spec): the same table tab-separated with decimal commas, ready to paste into Excel. */
export function buildTabSeparatedCopy(values: ArrayLike<number>, result: TCapabilityResult): string {
  const lines = measurementLines(values, '\t');
  lines.push('');
  for (const [label, value] of [['Parametre', 'Değer'] as const, ...capabilityResultRows(result)]) {
    lines.push(`${tsvField(label)}\t${tsvField(value)}`);
  }
  return lines.join('\n');
}
