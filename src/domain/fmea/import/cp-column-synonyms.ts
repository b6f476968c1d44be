import type { FieldSynonyms, SynonymMap } from './header-match';
import { FMEA_SYNONYMS, type TFmeaHeaderField } from './fmea-synonyms';

/**
 * Control-plan columns a plant's PFMEA may carry (issue 23 §8; IATF-FMEA-REFERENCE §4, §6): the
 * characteristic, its specification/tolerance, the sample size and frequency, headed as plants write
 * them. Folded (tr-TR, no accents): 'Karakteristiği' is 'karakteristigi' and 'Sıklığı' 'sikligi',
 * which the stems 'karakteristik' and 'siklik' do not start, so both forms are listed (a stem of 4+
 * letters already finds its plural: 'characteristics', 'karakteristikler').
 * Weight 0: they never decide where the header is, and they name no column the PFMEA fields name.
 * 'Requirements' stays the helper `requirement` (a PFMEA's requirement is no specification).
 */
const CONTROL_PLAN_COLUMNS: readonly FieldSynonyms<TFmeaHeaderField>[] = [
  {
    field: 'characteristic',
    content: 'text',
    weight: 0,
    phrases: [
      'product characteristic',
      'process characteristic',
      'product process characteristic',
      'characteristic',
      'urun karakteristigi',
      'proses karakteristigi',
      'urun karakteristik',
      'proses karakteristik',
      'karakteristik',
      'karakteristigi',
    ],
  },
  {
    // 'Kar. No', 'Char. No.': the characteristic's number, not its name.
    field: 'characteristicNumber',
    weight: 0,
    phrases: ['characteristic no', 'characteristic number', 'char no', 'karakteristik no', 'kar no'],
  },
  {
    field: 'specification',
    weight: 0,
    phrases: [
      'specification',
      'specification tolerance',
      'tolerance',
      'spesifikasyon',
      'spesifikasyon tolerans',
      'tolerans',
    ],
    exact: ['spec'],
  },
  {
    field: 'sampleSize',
    weight: 0,
    phrases: [
      'sample size',
      'sample qty',
      'sample quantity',
      'numune buyuklugu',
      'numune buyukluk',
      'numune boyutu',
      'numune miktari',
      'numune sayisi',
      'numune adedi',
      'ornek sayisi',
      'ornek buyuklugu',
      // A group heading 'Numune' over 'Büyüklük' and 'Sıklık' (the AIAG 'Sample' over 'Size', 'Freq.').
      'numune',
    ],
  },
  {
    field: 'sampleFrequency',
    weight: 0,
    // Longer than the occurrence's 'siklik', so 'Numune / Sıklık' is the sampling frequency.
    phrases: [
      'sample frequency',
      'sample freq',
      'sampling frequency',
      'frequency',
      'control frequency',
      'inspection frequency',
      'numune sikligi',
      'numune siklik',
      'kontrol sikligi',
      'kontrol frekansi',
      'frekans',
    ],
    exact: ['freq'],
  },
];

/** 'Characteristic class', 'Karakteristik Sınıfı' name the class, not the characteristic. */
const CLASS_OF_CHARACTERISTIC = ['characteristic class', 'karakteristik sinif', 'karakteristik sinifi'];

/**
 * The importer's vocabulary: the shared FMEA one plus the control-plan columns. The auditor keeps the
 * shared one (its control plans are read by their own vocabulary), so its PFMEA reading is unchanged.
 */
export const FMEA_IMPORT_SYNONYMS: SynonymMap<TFmeaHeaderField> = {
  ...FMEA_SYNONYMS,
  fields: [
    ...FMEA_SYNONYMS.fields.map((f) =>
      f.field === 'classification' ? { ...f, phrases: [...f.phrases, ...CLASS_OF_CHARACTERISTIC] } : f,
    ),
    ...CONTROL_PLAN_COLUMNS,
  ],
};
