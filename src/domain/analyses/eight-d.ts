/**
 * Texts of the 8D report (d1 to d8). Each section is plain text with '\n' line breaks and '• '
 * bullets; the report panel preserves the line breaks.
 */
import type { TEightD } from './contract';
import type { KnowledgeEntry } from './knowledge/knowledge-entry';

/**
 * The spec's 8D team: quality engineer, production lead, process engineer, operator representative.
 * @internal
 */
export const EIGHT_D_TEAM = [
  'Kalite Mühendisi (Ekip Lideri)',
  'Üretim Sorumlusu',
  'Proses Mühendisi',
  'Operatör Temsilcisi',
] as const;

/** What d2 shows about the problem, already turned into display text. */
export interface EightDProblem {
  title: string;
  impact: string;
  severity: string;
  scope: string;
  discoveryDate: string;
}

/** Entry-derived content: the first root causes and solutions the spec puts into d4 and d5. */
export interface EightDEntryContent {
  entry: KnowledgeEntry;
  rootCauses: readonly string[];
  solutions: readonly string[];
  /** d4 closes with the entry's technical details (the spec's; a quick report leaves them out). */
  technicalDetails?: boolean;
  /** Detailed report: every 6M branch in d4, already formatted. */
  sixMBranches?: string;
  /** Detailed report: verification steps added to d6. */
  verificationSteps?: readonly string[];
}

const bullets = (lines: readonly string[]): string => lines.map((line) => `• ${line}`).join('\n');
const section = (heading: string, lines: readonly string[]): string => `${heading}\n${bullets(lines)}`;

function d1(entry: KnowledgeEntry | undefined): string {
  const team = section('Çapraz fonksiyonel 8D ekibi oluşturuldu:', EIGHT_D_TEAM);
  return entry ? `${team}\n\nUzmanlık alanı: ${entry.category} – ${entry.name}` : team;
}

function d2(problem: EightDProblem, entry: KnowledgeEntry | undefined): string {
  return [
    'Problem tanımı:',
    `• Problem: ${problem.title}`,
    ...(entry ? [`• Problem tipi: ${entry.name} (${entry.category})`] : []),
    `• Önem derecesi: ${problem.severity}`,
    `• Etki: ${problem.impact}`,
    `• Kapsam: ${problem.scope}`,
    `• Tespit tarihi: ${problem.discoveryDate}`,
  ].join('\n');
}

function d3(entry: KnowledgeEntry | undefined): string {
  return section('Geçici önlemler:', [
    entry
      ? `'${entry.name}' şüpheli tüm ürünler karantinaya alındı ve tanımlandı`
      : 'Etkilenen ürünler karantinaya alındı ve tanımlandı',
    'Stoktaki ve sevkiyattaki ürünler %100 kontrol ediliyor',
    'Müşteri bilgilendirildi; gerekirse sevkiyat durduruldu',
    'Proses çıktıları artırılmış sıklıkla kontrol ediliyor',
  ]);
}

const GENERIC_D4 = section('Kök neden analizi:', [
  'Balık kılçığı (Ishikawa) diyagramı ile 6M faktörleri incelenecek: İnsan, Makine, Metot, Malzeme, Ölçüm, Çevre',
  '5 Neden analizi ile olası nedenler doğrulanacak',
  'Proses verileri, parametre kayıtları ve değişiklik geçmişi gözden geçirilecek',
]);

const GENERIC_D5 = section('Düzeltici faaliyetler:', [
  'Doğrulanan kök nedene yönelik kalıcı düzeltici faaliyet planı hazırlanacak',
  'Proses parametreleri ve iş talimatları güncellenecek',
  'Her faaliyet için sorumlu ve termin tarihi atanacak',
]);

function d6(entry: KnowledgeEntry | undefined, verification: readonly string[] = []): string {
  const steps = verification.length > 0 ? `\n\n${section('Doğrulama adımları:', verification)}` : '';
  return `${d6Plan(entry)}${steps}`;
}

function d6Plan(entry: KnowledgeEntry | undefined): string {
  return section(entry ? `Uygulama ve doğrulama (${entry.name}):` : 'Uygulama ve doğrulama:', [
    'Düzeltici faaliyetler pilot üretimde uygulanacak',
    entry
      ? `'${entry.name}' oranı en az üç ardışık partide ölçülerek izlenecek`
      : 'Hata oranı en az üç ardışık partide ölçülerek izlenecek',
    'Etkinlik SPC verileriyle doğrulandıktan sonra geçici önlemler kaldırılacak',
  ]);
}

const GENERIC_D7 = section('Tekrarı önleme:', [
  'FMEA ve kontrol planı güncellenecek',
  'Standart iş talimatları revize edilecek ve operatörlere eğitim verilecek',
  'Benzer ürün ve proseslere yatay yayılım yapılacak',
]);

function d8(entry: KnowledgeEntry | undefined): string {
  return section('Ekibin takdir edilmesi:', [
    'Ekibin katkıları kayıt altına alınacak ve paylaşılacak',
    entry
      ? `Öğrenilen dersler '${entry.name}' bilgi kaydına eklenecek`
      : 'Öğrenilen dersler kalite bilgi bankasına eklenecek',
    '8D raporu kapatılarak ilgili birimlere duyurulacak',
  ]);
}

/** The spec's generic 8D (no knowledge match); a detailed report adds verification steps to d6. */
export function buildGenericEightD(problem: EightDProblem, verification: readonly string[] = []): TEightD {
  return {
    d1: d1(undefined),
    d2: d2(problem, undefined),
    d3: d3(undefined),
    d4: GENERIC_D4,
    d5: GENERIC_D5,
    d6: d6(undefined, verification),
    d7: GENERIC_D7,
    d8: d8(undefined),
  };
}

/** 8D from a knowledge entry: d4 = first root causes + technical details, d5 = first solutions, d7 = preventive measures. */
export function buildEntryEightD(problem: EightDProblem, content: EightDEntryContent): TEightD {
  const { entry } = content;
  const d4 = [
    section('Olası kök nedenler:', content.rootCauses),
    ...(content.sixMBranches ? [`Balık kılçığı (6M) dalları:\n${content.sixMBranches}`] : []),
    ...(content.technicalDetails === false ? [] : [`Teknik detaylar:\n${entry.technicalDetails}`]),
  ].join('\n\n');
  return {
    d1: d1(entry),
    d2: d2(problem, entry),
    d3: d3(entry),
    d4,
    d5: section('Düzeltici faaliyetler:', content.solutions),
    d6: d6(entry, content.verificationSteps),
    d7: section('Tekrarı önleme:', entry.preventiveMeasures),
    d8: d8(entry),
  };
}
