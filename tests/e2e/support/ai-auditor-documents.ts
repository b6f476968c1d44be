import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';

/**
 * Realistic audit documents built by the e2e test itself (never copied from real-documents): a
 * Turkish PFMEA and control plan of one part with planted defects, and a PowerPoint 97-2003 file.
 * `planted` says where each defect is, so the test can look for it in the report.
 */

const PART = 'Parça: Gövde Braketi — Parça No: GB-2040 — Rev. 2';

async function workbook(sheet: string, title: string, header: string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet);
  ws.addRow([title]);
  ws.addRow([PART]);
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PFMEA_HEADER = [
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
];

// S, O, D → RPN = S×O×D; AP from the AIAG-VDA table for these values.
const PFMEA_ROWS: string[][] = [
  [
    '10',
    'Kesme',
    'Boy 120±0,5 mm',
    'Boy tolerans dışı',
    'Montaj yapılamaz',
    '7',
    '',
    'Dayama kayması',
    'Set-up onayı',
    '3',
    'Kumpas ölçümü',
    '4',
    '84',
    'L',
    'Dayama kilidi eklenmesi',
    'Proses Müh.',
    '2026-12-15',
  ],
  [
    '20',
    'Büküm',
    'Açı 90±1°',
    'Açı tolerans dışı',
    'Montaj zorluğu',
    '6',
    '',
    'Kalıp aşınması',
    'Periyodik bakım',
    '3',
    'Açı mastarı',
    '4',
    '72',
    'L',
    'Kalıp bakım sıklığı artırılması',
    'Kalıp Müh.',
    '2026-12-20',
  ],
  // Planted: detection 9 (> 7) on the coating step, with an action but no owner (a high D with both
  // recorded is a decision, not a finding: issue 22).
  [
    '30',
    'Kaplama',
    'Kaplama kalınlığı 8-12 µm',
    'İnce kaplama',
    'Korozyon',
    '5',
    '',
    'Banyo konsantrasyonu düşük',
    'Günlük titrasyon',
    '2',
    'Görsel kontrol',
    '9',
    '90',
    'L',
    'Kalınlık ölçüm cihazı ile kontrol',
    '',
    '2026-12-30',
  ],
  [
    '40',
    'Paketleme',
    'Doğru etiket',
    'Yanlış etiket',
    'Yanlış parça sevki',
    '6',
    '',
    'Etiket karışması',
    'Barkod okutma',
    '2',
    'Barkod kontrolü',
    '3',
    '36',
    'L',
    'Etiket şablonu kilidi',
    'Lojistik',
    '2026-12-30',
  ],
];

const CP_HEADER = [
  'Op. No',
  'Operasyon',
  'Makine / Teçhizat / Aparat',
  'Kar. No',
  'Ürün Karakteristiği',
  'Proses Karakteristiği',
  'Özel Sınıf',
  'Spesifikasyon / Tolerans',
  'Ölçüm Tekniği',
  'MSA No',
  'Numune Boyutu',
  'Sıklık',
  'Kontrol Yöntemi',
  'Reaksiyon Planı',
  'Sorumlu',
];

const CP_ROWS: string[][] = [
  [
    '10',
    'Kesme',
    'Şerit testere ST-2',
    '1',
    'Boy',
    'Dayama konumu',
    'SC',
    '120±0,5 mm',
    'Kumpas',
    'MSA-014',
    '5',
    'Her vardiya',
    'X-R kartı',
    'Ayar, %100 ayıklama',
    'Operatör',
  ],
  [
    '20',
    'Büküm',
    'Abkant pres AP-1',
    '2',
    'Açı',
    'Pres basıncı',
    '',
    '90±1°',
    'Açı mastarı',
    'MSA-021',
    '5',
    'Saatte bir',
    'Kontrol kartı',
    'Kalıp ayarı, ayıklama',
    'Operatör',
  ],
  // Planted: no reaction plan on the coating row.
  [
    '30',
    'Kaplama',
    'Kaplama hattı KH-1',
    '3',
    'Kaplama kalınlığı',
    'Banyo konsantrasyonu',
    '',
    '8-12 µm',
    'Kalınlık ölçer',
    'MSA-030',
    '3',
    'Her parti',
    'Ölçüm kaydı',
    '',
    'Kalite Tek.',
  ],
  [
    '40',
    'Paketleme',
    'Etiket yazıcı',
    '4',
    'Etiket',
    '',
    '',
    'Müşteri etiket standardı',
    'Barkod okuyucu',
    'MSA-041',
    '%100',
    'Her kutu',
    'Barkod kontrolü',
    'Kutuyu ayır, yeniden etiketle',
    'Lojistik',
  ],
];

/** Source rows (1-based) of the planted defects: two title lines, the header, then the data. */
export const PLANTED = {
  detectionRow: 3 + 3,
  detectionText: '9',
  reactionRow: 3 + 3,
} as const;

// Operation 40 written again for another step (the duplicate-operation rule's planted defect).
const DUPLICATE_OPERATION_ROW: string[] = [
  '40',
  'Sevkiyat',
  'Doğru adres',
  'Yanlış müşteriye sevk',
  'Müşteri şikâyeti',
  '6',
  '',
  'Etiket okunmadı',
  'Sevk listesi',
  '2',
  'Barkod kontrolü',
  '3',
  '36',
  'L',
  'Sevk öncesi çift okuma',
  'Lojistik',
  '2026-12-30',
];

export const pfmeaXlsx = (options: { duplicateOperation?: boolean } = {}) =>
  workbook(
    'PFMEA',
    'Proses FMEA (PFMEA)',
    PFMEA_HEADER,
    options.duplicateOperation ? [...PFMEA_ROWS, DUPLICATE_OPERATION_ROW] : PFMEA_ROWS,
  );
/**
 * The control plan; `withoutReaction` adds that many characteristics of the packing step without a
 * reaction plan (rows 8 onwards): one grouped finding listing them all (issue 22).
 */
export const controlPlanXlsx = (options: { withoutReaction?: number } = {}) => {
  const last = CP_ROWS[CP_ROWS.length - 1]!;
  const reaction = CP_HEADER.indexOf('Reaksiyon Planı');
  const characteristic = CP_HEADER.indexOf('Ürün Karakteristiği');
  const extra = Array.from({ length: options.withoutReaction ?? 0 }, (_, i) =>
    last.map((cell, c) => (c === reaction ? '' : c === characteristic ? `Koli ölçüsü ${i + 1}` : cell)),
  );
  return workbook('Kontrol Planı', 'Kontrol Planı — Faz: Seri Üretim', CP_HEADER, [...CP_ROWS, ...extra]);
};

/** A real OLE2 compound file with a 'PowerPoint Document' stream, as PowerPoint 97-2003 writes. */
export function legacyPpt(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/PowerPoint Document', Buffer.alloc(4096, 1));
  XLSX.CFB.utils.cfb_add(cfb, '/Current User', Buffer.alloc(64, 0));
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}
