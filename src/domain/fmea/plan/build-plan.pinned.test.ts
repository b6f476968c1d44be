import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TFmeaRow } from '../contract';
import { DEFAULT_FMEA_RULE_SETTINGS } from '../settings-contract';
import { buildPlan } from './build-plan';
import { mulberry32 } from '../../shared/mulberry32';

// The plan of 400 varied rows, pinned: the 8D knowledge look-up and the rule decisions are memoised
// and short-cut for speed (bench/fmea-plan.ts), and none of that may change a single item. The
// expectation was written by the code before those optimisations (PIN_PLAN=1 rewrites it).
const PINNED = new URL('./build-plan.pinned.json', import.meta.url);

// Failure texts as plants write them: knowledge-base defects in many spellings, numbered and
// decorated, English, upper case, unknown defects, stopwords only, empty and punctuation only.
const FAILURES = [
  'Çapak',
  'ÇAPAK',
  'çapak oluşumu',
  'Capak',
  'Eksik Baskı',
  'EKSİK BASKI',
  'eksik baski parça dolmamış',
  'Short shot',
  'Flash on parting line',
  'Çöküntü',
  'Çekinti izi',
  'Yanık izi',
  'Renk farkı',
  'Renk tonu farklı',
  'Boya akması',
  'Boya sarkması ve akma',
  'Kaynak çatlağı',
  'Weld crack',
  'Çarpılma',
  'Warpage',
  'Gümüş çizgi',
  'Nem izi',
  'Portakal kabuğu',
  'Krater',
  'Toz kir kalıntısı',
  'Kabarma',
  'Kırışıklık',
  'Dikiş hatası',
  'Korozyon',
  'Pas',
  'Geri esneme',
  'Kesim çapağı',
  'Ölçü sapması',
  'Ölçü dışı delik çapı',
  'Delaminasyon',
  'Hava boşluğu',
  'İğne deliği',
  'Yırtılma',
  'Vida eksik',
  'Yanlış parça takılmış',
  'Etiket okunamıyor',
  'Tork değeri düşük',
  'Conta yok',
  'Kablo ezilmiş',
  'Kırık klips',
  've ile bir',
  'hata',
  '',
  '---',
  'Part missing',
];
const DECORATIONS = [
  (f: string) => f,
  (f: string, i: number) => `${f} ${i}. operasyonda`,
  (f: string, i: number) => `${f} (Op ${i * 10})`,
  (f: string) => `${f}!`,
  (f: string) => f.toLocaleUpperCase('tr-TR'),
  (f: string, i: number) => `Müşteride ${f} şikayeti ${i}`,
  (f: string) => `${f} ve yüzeyde çizik`,
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
  '',
];

function variedRows(count: number): TFmeaRow[] {
  const random = mulberry32(12);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const rating = () => 1 + Math.floor(random() * 10);
  return Array.from({ length: count }, (_, i) => {
    const severity = rating();
    const occurrence = rating();
    const detection = rating();
    return {
      id: `p${i + 1}`,
      processStep: `Op ${i * 10}`,
      potentialFailure: pick(DECORATIONS)(pick(FAILURES), i + 1),
      effects: 'Müşteride montaj sorunu',
      severity,
      causes: pick(CAUSES),
      occurrence,
      controls: 'Görsel kontrol',
      preventionControls: '',
      detectionControls: '',
      detection,
      rpn: severity * occurrence * detection,
      sourceRow: i + 2,
    };
  });
}

interface Pinned {
  /** sha256 of the whole plan as JSON: every field of every item, in order. */
  sha256: string;
  /** row id | priority | action type | department | 8D entry | its confidence, per item in plan order. */
  items: string[];
}

function summary(plan: ReturnType<typeof buildPlan>): Pinned {
  return {
    sha256: createHash('sha256').update(JSON.stringify(plan)).digest('hex'),
    items: plan.map((item) =>
      [
        item.rowId,
        item.priority,
        item.actionType,
        item.responsibility,
        item.knowledgeEntry?.id ?? '-',
        /'[^']*' \(%(\d+)\)/.exec(item.reason)?.[1] ?? '-',
      ].join('|'),
    ),
  };
}

describe('buildPlan: pinned output', () => {
  it('gives the same 400-item plan, field for field, as the code before the speed-ups', () => {
    const actual = summary(buildPlan(variedRows(400), DEFAULT_FMEA_RULE_SETTINGS));
    if (process.env['PIN_PLAN'] === '1') writeFileSync(PINNED, `${JSON.stringify(actual, null, 1)}\n`);
    const expected = JSON.parse(readFileSync(PINNED, 'utf8')) as Pinned;
    // Items first: a difference there names the row; the hash then covers every text.
    expect(actual.items).toEqual(expected.items);
    expect(actual.sha256).toBe(expected.sha256);
    // The rows reach the knowledge base often enough for the pin to mean something.
    expect(actual.items.filter((line) => !line.includes('|-|-')).length).toBeGreaterThan(150);
  });
});
