import { apLookup } from '../plan/ap-table';
import type { TFmeaRow } from '../contract';
import { TO_FILL, type DocumentTitle, type TControlPlanRow } from './contract';
import { splitOperation } from './operation-key';

/** A sheet as the exports write it: title block lines, one header row, data rows. */
export interface SheetTable {
  sheet: string;
  title: string[];
  header: string[];
  rows: (string | number)[][];
}

/**
 * Control-plan columns in the common AIAG order, with the Turkish headers of reference §6
 * (Op., Operasyon, Makine / Teçhizat / Aparat, Kar. No, … Reaksiyon Planı).
 * @internal
 */
export const CONTROL_PLAN_HEADERS = [
  'Op. No',
  'Operasyon',
  'Makine / Teçhizat / Aparat',
  'Kar. No',
  'Ürün Karakteristiği',
  'Proses Karakteristiği',
  'Özel Sınıf',
  'Spesifikasyon / Tolerans',
  'Ölçüm Tekniği / Cihaz',
  'Numune Boyutu',
  'Kontrol Frekansı',
  'Kontrol Yöntemi',
  'Reaksiyon Planı',
] as const;

/** PFMEA columns (reference §6 vocabulary), the operation split as in the control plan. */
const PFMEA_HEADERS = [
  'Op. No',
  'Proses Adımı',
  'Gereklilik',
  'Hata Modu',
  'Hatanın Etkisi',
  'Şiddet (S)',
  'Sınıf',
  'Hata Nedeni',
  'Önleme Kontrolü',
  'Olasılık (O)',
  'Tespit Kontrolü',
  'Saptanabilirlik (D)',
  'RPN',
  'AP',
  'Önerilen Aksiyon',
  'Sorumlu',
  'Termin',
  'Alınan Aksiyon',
] as const;

const orFill = (text: string) => (text.trim() === '' ? TO_FILL : text);

/**
 * The title block both files share, so an auditor reads the same part and revision in each
 * (reference §4 general data; §5 item 7: CP and PFMEA revisions match).
 * @internal
 */
export function titleLines(form: string, title: DocumentTitle): string[] {
  return [
    form,
    `Parça No: ${orFill(title.partNumber)} — Parça Adı: ${orFill(title.partName)} — Rev. ${title.revision} — Tarih: ${title.date}`,
    `Hazırlayan: ${orFill(title.preparedBy)} — Onaylayan: ${orFill(title.approvedBy)}`,
  ];
}

/** The control plan sheet of a draft (phase left to the plant: a draft is not yet released). */
export function controlPlanTable(rows: readonly TControlPlanRow[], title: DocumentTitle): SheetTable {
  return {
    sheet: 'Kontrol Planı',
    title: titleLines('Kontrol Planı — Faz: Seri Üretim', title),
    header: [...CONTROL_PLAN_HEADERS],
    rows: rows.map((r) => [
      r.operationNumber,
      r.processName,
      r.machine,
      r.characteristicNumber,
      r.productCharacteristic,
      '',
      r.specialClass,
      r.specification,
      r.measurementTechnique,
      r.sampleSize,
      r.sampleFrequency,
      r.controlMethod,
      r.reactionPlan,
    ]),
  };
}

const rating = (value: number | null) => value ?? '';

/** The stored PFMEA as a sheet; AP from the AP table (never the file's), RPN = S × O × D. */
export function pfmeaTable(rows: readonly TFmeaRow[], title: DocumentTitle, ap = apLookup()): SheetTable {
  return {
    sheet: 'PFMEA',
    title: titleLines('Proses FMEA (PFMEA)', title),
    header: [...PFMEA_HEADERS],
    rows: rows.map((r) => {
      const op = splitOperation(r.processStep);
      const { occurrence, detection } = r;
      return [
        op.number,
        op.name,
        r.characteristic ?? '',
        r.potentialFailure,
        r.effects,
        r.severity,
        r.specialClass ?? '',
        r.causes,
        r.preventionControls,
        rating(r.occurrence),
        // an AIAG-4 file's single 'current controls' column goes where the control plan reads it
        r.detectionControls || (r.preventionControls === '' ? r.controls : ''),
        rating(r.detection),
        r.rpn ?? '',
        occurrence !== null && detection !== null ? ap(r.severity, occurrence, detection) : '',
        r.recommendedAction ?? '',
        r.responsible ?? '',
        r.targetDate ?? '',
        r.actionTaken ?? '',
      ];
    }),
  };
}
