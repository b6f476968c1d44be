import type { TFmeaRowInput } from '../../domain/fmea/contract';
import { mulberry32 } from '../../domain/shared/mulberry32';

// Failure modes as plants write them: knowledge-base defects ('Çapak', 'Eksik Baskı'…) and others.
const FAILURES = [
  'Çapak',
  'Eksik Baskı',
  'Çöküntü',
  'Akış izi',
  'Renk farkı',
  'Boya akması',
  'Kaynak çatlağı',
  'Ölçü dışı delik çapı',
  'Çizik',
  'Hava kabarcığı',
  'Vida eksik',
  'Yanlış parça takılmış',
  'Etiket okunamıyor',
  'Tork değeri düşük',
  'Conta yok',
  'Kablo ezilmiş',
  'Pas',
  'Çarpılma',
  'Yapışma zayıf',
  'Kırık klips',
];
const CAUSES = [
  'Kalıp aşınması',
  'Enjeksiyon basıncı reçetenin altında',
  'Granül nemli',
  'Operatör eğitimi eksik',
  'Mastar kalibrasyonu geçmiş',
  'Ortam sıcaklığı yüksek',
  'Worn fixture',
  'Supplier lot variation',
  'Parametre ayarı yanlış',
  'Bakım planına uyulmadı',
  '',
];
const STEPS = ['Enjeksiyon', 'Boyama', 'Montaj', 'Kaynak', 'Paketleme', 'Giriş kontrol', 'Kesim', 'Büküm'];

/**
 * `count` FMEA rows with realistic texts and spread ratings. `distinctFailures` makes every failure
 * text unique (the knowledge look-up's worst case: no repeated failure mode to reuse).
 */
export function generateFmeaRows(
  count: number,
  options: { seed?: number; distinctFailures?: boolean } = {},
): TFmeaRowInput[] {
  const random = mulberry32(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const rating = () => 1 + Math.floor(random() * 10);
  return Array.from({ length: count }, (_, i) => {
    const failure = pick(FAILURES);
    return {
      id: `r${i + 1}`,
      processStep: `Op ${(i % 500) * 10 + 10} ${pick(STEPS)}`,
      potentialFailure: options.distinctFailures ? `${failure} ${i + 1}. operasyonda` : failure,
      effects: 'Müşteride montaj sorunu',
      severity: rating(),
      causes: pick(CAUSES),
      occurrence: rating(),
      controls: 'Görsel kontrol',
      detection: rating(),
      sourceRow: i + 2,
    };
  });
}
