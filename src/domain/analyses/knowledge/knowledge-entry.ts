/**
 * Types of the built-in engineering knowledge base (spec: "Knowledge entry").
 * Every entry is real engineering content; the search ranks entries, the report builder reads them.
 */

/** The five production domains the knowledge base covers; the label is what users see. */
export const PROCESS_DOMAINS = {
  plastic_injection: 'Plastik Enjeksiyon',
  painted_plastic: 'Boyalı Plastik',
  leather_covering: 'Deri Kaplama',
  polyurethane: 'Poliüretan',
  metal: 'Metal Braket',
} as const;
export type ProcessDomainId = keyof typeof PROCESS_DOMAINS;
type ProcessDomainLabel = (typeof PROCESS_DOMAINS)[ProcessDomainId];

/**
 * Root-cause themes named by the spec (machine parameter, operator, material, mould wear, …).
 * @internal
 */
export const ROOT_CAUSE_THEMES = {
  machine_parameter: 'Makine Parametresi',
  operator: 'Operatör',
  material: 'Malzeme',
  mould_wear: 'Kalıp Aşınması',
  process_setting: 'Proses Ayarı',
  environment: 'Çevre',
  maintenance: 'Bakım',
  design: 'Tasarım',
  fixture: 'Fikstür',
  moisture_control: 'Nem Kontrolü',
} as const;
type RootCauseTheme = keyof typeof ROOT_CAUSE_THEMES;

/** Ishikawa 6M groups used by the fishbone diagram. */
export const SIX_M = {
  machine: 'Makine',
  method: 'Metot',
  material: 'Malzeme',
  man: 'İnsan',
  measurement: 'Ölçüm',
  environment: 'Çevre',
} as const;
export type SixM = keyof typeof SIX_M;

interface RootCause {
  /** One complete Turkish sentence or phrase, e.g. 'Enjeksiyon basıncı yetersiz (ayar değeri reçetenin altında)'. */
  text: string;
  theme: RootCauseTheme;
  sixM: SixM;
}

export interface KnowledgeEntry {
  /** snake_case English id, stable (stored in analyses): 'short_shot'. */
  id: string;
  /** Turkish defect name: 'Eksik Baskı'. */
  name: string;
  domain: ProcessDomainId;
  /** Display category = PROCESS_DOMAINS[domain]. */
  category: ProcessDomainLabel;
  /** About 20 (at least 16) root causes, spread over the themes. */
  rootCauses: readonly RootCause[];
  /** 5 to 10 corrective solutions, imperative Turkish. */
  solutions: readonly string[];
  /** 3 to 5 preventive measures. */
  preventiveMeasures: readonly string[];
  /** A paragraph of technical details (typical parameter windows, standards, measurement methods). */
  technicalDetails: string;
  /** Search terms: Turkish (incl. shop-floor words) and English. */
  keywords: { tr: readonly string[]; en: readonly string[] };
  /** Other names for the same defect (Turkish and English), e.g. 'eksik dolum', 'short shot', 'non-fill'. */
  synonyms: readonly string[];
}
