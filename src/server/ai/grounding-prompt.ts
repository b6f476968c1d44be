import {
  DEPARTMENT_LABELS,
  PROBLEM_CATEGORY_LABELS,
  PROCESS_TYPE_LABELS,
  SEVERITY_LABELS,
  type TCreateAnalysisRequest,
} from '../../domain/analyses/contract';
import { formatTrDate } from '../../domain/analyses/build-report';
import type { KnowledgeMatch } from '../../domain/analyses/knowledge/knowledge-ranking';
import type { DepthProfile } from './depth-profiles';

/** How many knowledge-base matches ground the model. */
const GROUNDING_MATCHES = 3;
// Enough causes to cover the 6M groups without making the prompt long; entries have about 20.
const CAUSES_PER_MATCH = 10;

export const SYSTEM_PROMPT = [
  'Sen otomotiv yan sanayinde (plastik enjeksiyon, boyalı plastik, deri kaplama, poliüretan, metal braket) çalışan deneyimli bir kalite mühendisisin.',
  'Görevin: verilen kalite problemini 8D metoduna göre analiz etmek.',
  'Tüm metinleri Türkçe yaz.',
  'Öncelikle aşağıda verilen mühendislik bilgi bankası kayıtlarına dayan: kök nedenleri, çözümleri ve önleyici faaliyetleri bu kayıtlardan seç ve probleme uyarla; kayıtlarda olmayan bir bilgi uydurma.',
  'Bilgi bankası kaydı yoksa veya probleme uymuyorsa bunu güven skoruna yansıt (70 altı).',
  'Yanıtı yalnızca istenen JSON nesnesi olarak ver.',
].join('\n');

function section(title: string, lines: readonly string[]): string {
  return `${title}:\n${lines.map((line) => `- ${line}`).join('\n')}`;
}

function describeMatch(match: KnowledgeMatch, index: number): string {
  const { entry } = match;
  return [
    `### Kayıt ${index + 1}: ${entry.name} (${entry.category}, uygunluk ${match.score}/100)`,
    section(
      'Kök nedenler',
      entry.rootCauses.slice(0, CAUSES_PER_MATCH).map((c) => c.text),
    ),
    section('Çözümler', entry.solutions),
    section('Önleyici faaliyetler', entry.preventiveMeasures),
    `Teknik detaylar: ${entry.technicalDetails}`,
  ].join('\n');
}

/** The user prompt: the problem as the wizard captured it, the top knowledge matches and the depth's instruction. */
export function buildGroundingPrompt(
  problem: TCreateAnalysisRequest,
  matches: readonly KnowledgeMatch[],
  depth: DepthProfile,
): string {
  const grounding = matches.filter((m) => m.score > 0).slice(0, GROUNDING_MATCHES);
  const knowledge =
    grounding.length > 0
      ? grounding.map(describeMatch).join('\n\n')
      : 'Bilgi bankasında bu probleme uyan kayıt bulunamadı; genel 8D yaklaşımını kullan.';
  return [
    '## Problem',
    `Başlık: ${problem.title}`,
    `Açıklama: ${problem.description}`,
    `Müşteri etkisi: ${problem.customerImpact || 'Belirtilmedi'}`,
    `Kategori: ${PROBLEM_CATEGORY_LABELS[problem.category]}`,
    `Önem derecesi: ${SEVERITY_LABELS[problem.severity]}`,
    `Sorumlu departman: ${DEPARTMENT_LABELS[problem.department]}`,
    `Tespit tarihi: ${formatTrDate(problem.discoveryDate)}`,
    `Proses tipi: ${PROCESS_TYPE_LABELS[problem.processType]}`,
    '',
    '## Mühendislik bilgi bankası (en uygun kayıtlar)',
    knowledge,
    '',
    '## İstenen',
    'problemType, rootCause, 3-5 immediateActions, recommendations, 0-100 confidence ve eightD (d1-d8) alanlarını doldur.',
    'D1 ekibi, D2 problem tanımını (başlık, etki, kapsam, tarih), D3 geçici önlemleri, D4 kök neden analizini, D5 kalıcı düzeltici faaliyetleri, D6 uygulama ve doğrulamayı, D7 tekrarın önlenmesini, D8 ekibin takdirini anlatsın.',
    depth.detail,
  ].join('\n');
}
