import { plantDate } from '../shared/plant-date';
import type { TCapabilityResult } from './contract';
import { CLASS_TEXT_EN, EXPORT_LABELS, type TExportLanguage } from './export-labels';
import { formatNumberIn, formatRawNumberIn, type TNumberLanguage } from './number-format';

export interface CapabilityExportInput {
  nominal: number;
  upperTolerance: number;
  lowerTolerance: number;
  values: ArrayLike<number>;
}

type Row = readonly [label: string, value: string];

const BOM = '\uFEFF';
// English files use the decimal point (and ',' between fields); Turkish ones the comma (and ';').
const rawNumber = (x: number, language: TExportLanguage) => formatRawNumberIn(x, language);

/** p-value as Minitab prints it: 3 decimals, '< 0,005' ('< 0.005') below 0.005. */
export function formatPValue(p: number, language: TNumberLanguage): string {
  return p < 0.005
    ? `< ${formatNumberIn(0.005, language, { digits: 3 })}`
    : formatNumberIn(p, language, { digits: 3 });
}

/** Spec: CSV named with the date, 'CpCpk_Analizi_YYYY-MM-DD.csv' ('CpCpk_Analysis_…' in English). */
export function capabilityCsvFileName(date: Date, language: TExportLanguage = 'tr'): string {
  return `${language === 'en' ? 'CpCpk_Analysis' : 'CpCpk_Analizi'}_${plantDate(date)}.csv`;
}

/** Result rows shared by the CSV file and the clipboard copy, in the language's labels and notation. */
function capabilityResultRows(result: TCapabilityResult, language: TExportLanguage = 'tr'): Row[] {
  const { within, normality, imr } = result;
  const L = EXPORT_LABELS[language];
  const four = (x: number) => formatNumberIn(x, language, { digits: 4 });
  const ppm = (x: number) => formatNumberIn(x, language, { digits: 2 });
  const pValue = (p: number) => formatPValue(p, language);
  const list = (points: number[]) =>
    points.length === 0 ? L.none : points.join(language === 'en' ? ' ' : ', ');
  const english = language === 'en' ? CLASS_TEXT_EN[result.processCapability.id] : null;
  return [
    [L.usl, four(result.usl)],
    [L.lsl, four(result.lsl)],
    [L.n, String(result.n)],
    [L.mean, four(result.mean)],
    [L.sd, four(result.standardDeviation)],
    [L.cp, four(result.cp)],
    [L.cpk, four(result.cpk)],
    [L.cpkUpper, four(result.cpkUpper)],
    [L.cpkLower, four(result.cpkLower)],
    [L.capability, english?.label ?? result.processCapability.label],
    [L.recommendation, english?.recommendation ?? result.recommendation],
    [L.min, four(result.min)],
    [L.max, four(result.max)],
    [L.mrBar, four(within.mrBar)],
    [L.sigmaWithin, four(within.sigma)],
    [L.cpWithin, four(within.cp)],
    [L.cpkWithin, four(within.cpk)],
    [L.cpkUpperWithin, four(within.cpkUpper)],
    [L.cpkLowerWithin, four(within.cpkLower)],
    [L.ppmBelow, ppm(result.ppm.belowLsl)],
    [L.ppmAbove, ppm(result.ppm.aboveUsl)],
    [L.ppmTotal, ppm(result.ppm.total)],
    [L.ppmBelowWithin, ppm(result.ppmWithin.belowLsl)],
    [L.ppmAboveWithin, ppm(result.ppmWithin.aboveUsl)],
    [L.ppmTotalWithin, ppm(result.ppmWithin.total)],
    [L.ad, four(normality.adStatistic)],
    [L.adP, pValue(normality.pValue)],
    [L.normality, normality.isNormal ? L.normal : L.notNormal],
    [L.iCl, four(imr.individuals.cl)],
    [L.iUcl, four(imr.individuals.ucl)],
    [L.iLcl, four(imr.individuals.lcl)],
    [L.iOut, list(imr.individuals.outOfControl)],
    [L.mrCl, four(imr.movingRange.cl)],
    [L.mrUcl, four(imr.movingRange.ucl)],
    [L.mrLcl, four(imr.movingRange.lcl)],
    [L.mrOut, list(imr.movingRange.outOfControl)],
  ];
}

// RFC 4180 quoting; ';' is the delimiter Excel expects in a Turkish locale, ',' in an English one.
function csvField(text: string, separator: string): string {
  const quote = text.includes(separator) || /["\r\n]/.test(text);
  return quote ? `"${text.replace(/"/g, '""')}"` : text;
}

// A tab or line break inside a cell would shift the pasted table; no cell of ours has one, but be safe.
const tsvField = (text: string) => text.replace(/[\t\r\n]+/g, ' ');

// Measurement cells are digits, ',', '-', '+' and 'E' only: no quoting needed, so lines are built
// directly (10⁶ values export in a fraction of a second).
function measurementLines(values: ArrayLike<number>, separator: string, language: TExportLanguage): string[] {
  const L = EXPORT_LABELS[language];
  const lines = [`${L.measurementNo}${separator}${L.value}`];
  for (let i = 0; i < values.length; i++) {
    lines.push(`${i + 1}${separator}${rawNumber(values[i] as number, language)}`);
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
  language: TExportLanguage = 'tr',
  // The organisation profile: its name heads the file's parameters, its zone dates it.
  plant: { name: string; timeZone?: string } = { name: '' },
): string {
  const L = EXPORT_LABELS[language];
  const separator = language === 'en' ? ',' : ';';
  const rows: Row[] = [
    [L.parameter, L.value],
    ...(plant.name === '' ? [] : [[language === 'en' ? 'Plant' : 'Tesis', plant.name] as Row]),
    [L.date, plantDate(date, plant.timeZone)],
    [L.nominal, rawNumber(input.nominal, language)],
    [L.upperTolerance, rawNumber(input.upperTolerance, language)],
    [L.lowerTolerance, rawNumber(input.lowerTolerance, language)],
    ...capabilityResultRows(result, language),
  ];
  const lines = measurementLines(input.values, separator, language);
  lines.push('');
  for (const [label, value] of rows)
    lines.push(`${csvField(label, separator)}${separator}${csvField(value, separator)}`);
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** The copy action (spec): the same table tab-separated (decimal commas in Turkish), ready to paste into Excel. */
export function buildTabSeparatedCopy(
  values: ArrayLike<number>,
  result: TCapabilityResult,
  language: TExportLanguage = 'tr',
): string {
  const L = EXPORT_LABELS[language];
  const lines = measurementLines(values, '\t', language);
  lines.push('');
  for (const [label, value] of [[L.parameter, L.value] as const, ...capabilityResultRows(result, language)]) {
    lines.push(`${tsvField(label)}\t${tsvField(value)}`);
  }
  return lines.join('\n');
}
