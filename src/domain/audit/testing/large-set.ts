import type { TExtractedDocumentInput } from '../contract';

const STEP_NAMES = [
  'Hammadde kabul',
  'Depolama',
  'Kesme',
  'Çapak alma',
  'Büküm',
  'Delme',
  'Kaynak',
  'Taşlama',
  'Yıkama',
  'Fosfatlama',
  'Boyama',
  'Kurutma',
  'Montaj',
  'Vidalama',
  'Sızdırmazlık testi',
  'Final muayene',
  'Yeniden işleme',
  'Etiketleme',
  'Paketleme',
  'Sevkiyat',
];

/**
 * A big linked PFMEA + control plan (benchmarks and the engine's speed test): `pfmeaRows` PFMEA rows
 * and `cpRows` control plan rows over 20 × `stepsPerName` operations, Turkish headers.
 */
export function buildLargeSet(pfmeaRows = 1000, cpRows = 300, stepsPerName = 5): TExtractedDocumentInput[] {
  const ops = Array.from({ length: STEP_NAMES.length * stepsPerName }, (_, i) => ({
    op: String((i + 1) * 10),
    name: `${STEP_NAMES[i % STEP_NAMES.length]} ${Math.floor(i / STEP_NAMES.length) + 1}`,
  }));
  const pfmeaHeader = [
    'Op. No',
    'Proses Adımı',
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
    'Önerilen Aksiyon',
    'Sorumlu',
    'Termin',
  ];
  const pfmea = Array.from({ length: pfmeaRows }, (_, i) => {
    const op = ops[i % ops.length] ?? { op: '10', name: 'x' };
    const [s, o, d] = [(i % 10) + 1, ((i * 3) % 10) + 1, ((i * 7) % 10) + 1];
    return [
      op.op,
      op.name,
      `Hata ${i}`,
      `Etki ${i}`,
      String(s),
      i % 50 === 0 ? 'CC' : '',
      `Neden ${i}`,
      'Talimat',
      String(o),
      'Kontrol',
      String(d),
      String(i % 97 === 0 ? s * o * d + 1 : s * o * d),
      i % 3 === 0 ? '' : 'Aksiyon',
      'Ali',
      '01.06.2026',
    ];
  });
  const cpHeader = [
    'Op. No',
    'Operasyon',
    'Makine',
    'Kar. No',
    'Ürün Karakteristiği',
    'Proses Karakteristiği',
    'Özel Sınıf',
    'Spesifikasyon / Tolerans',
    'Ölçüm Tekniği',
    'Numune Boyutu',
    'Sıklık',
    'Kontrol Yöntemi',
    'Reaksiyon Planı',
  ];
  const cp = Array.from({ length: cpRows }, (_, i) => {
    const op = ops[i % (ops.length - 3)] ?? { op: '10', name: 'x' };
    return [
      op.op,
      op.name,
      `Makine ${i}`,
      String(i + 1),
      `Hata ${i}`,
      '',
      i % 40 === 0 ? 'CC' : '',
      '10±0,1',
      'Kumpas',
      '5',
      'Saatlik',
      'SPC',
      i % 25 === 0 ? '' : 'Ayır ve bildir',
    ];
  });
  const table = (header: string[], rows: string[][]) => ({
    sheet: 'Sayfa1',
    rows: [header, ...rows].map((cells, i) => ({ row: i + 1, cells })),
  });
  return [
    { id: 'pfmea', name: 'PFMEA_buyuk.xlsx', type: 'fmea', tables: [table(pfmeaHeader, pfmea)] },
    { id: 'cp', name: 'Kontrol_Plani_buyuk.xlsx', type: 'control-plan', tables: [table(cpHeader, cp)] },
  ];
}
