import { type DEPARTMENTS } from '../../auth/contract';
import { foldTurkish, tokenize } from '../../shared/turkish-text';
import { CAUSE_CATEGORIES, type TCauseCategory } from '../contract';
import { CAUSE_KINDS, type CauseKind, NOT_CAUSE_WORDS } from './cause-library';

export type Department = (typeof DEPARTMENTS)[number];

/**
 * Words of each Ishikawa 6M group, folded (Turkish letters to ASCII, lower case), Turkish and English.
 * A word of 4+ letters also matches as a prefix, so Turkish suffixes still hit ('makinenin',
 * 'kalıbın' → 'kalib'); shorter words match whole words only ('lot', 'die').
 * @internal
 */
export const CAUSE_WORDS: Readonly<Record<TCauseCategory, readonly string[]>> = {
  machine: [
    'makine',
    'makina',
    'tezgah',
    'ekipman',
    'techizat',
    'kalip',
    'kalib',
    'aparat',
    'fikstur',
    'robot',
    'pres',
    'motor',
    'rulman',
    'hidrolik',
    'pnomatik',
    'nozul',
    'nozzle',
    'isitici',
    'kesici',
    'takim',
    'asinma',
    'asinmis',
    'ariza',
    'bakimsiz',
    'titresim',
    'vida',
    'mil',
    'spindle',
    'machine',
    'equipment',
    'tool',
    'tooling',
    'mould',
    'mold',
    'die',
    'fixture',
    'wear',
    'worn',
    'breakdown',
    'press',
    'heater',
    'bearing',
    'hydraulic',
    'pneumatic',
  ],
  method: [
    'yontem',
    'metot',
    'metod',
    'talimat',
    'prosedur',
    'parametre',
    'ayar',
    'recete',
    'sira',
    'sirasi',
    'proses',
    'surec',
    'basinc',
    'hiz',
    'hizi',
    'sure',
    'suresi',
    'sicaklik',
    'sicakligi',
    'tork',
    'cevrim',
    'setup',
    'standart',
    'tasarim',
    'method',
    'procedure',
    'instruction',
    'parameter',
    'setting',
    'recipe',
    'sequence',
    'process',
    'pressure',
    'speed',
    'cycle',
    'torque',
    'design',
  ],
  material: [
    'malzeme',
    'hammadde',
    'granul',
    'recine',
    'tedarikci',
    'lot',
    'parti',
    'boya',
    'kimyasal',
    'kontaminasyon',
    'kirlilik',
    'yabanci',
    'katki',
    'sac',
    'kumas',
    'deri',
    'nemli',
    'material',
    'raw',
    'resin',
    'supplier',
    'batch',
    'moisture',
    'contamination',
    'contaminated',
    'impurity',
    'granule',
    'pellet',
    'paint',
    'substrate',
    'component',
  ],
  man: [
    'operator',
    'calisan',
    'personel',
    'insan',
    'egitim',
    'egitimsiz',
    'dikkatsizlik',
    'dikkat',
    'yorgunluk',
    'beceri',
    'unutma',
    'unutulmasi',
    'tecrube',
    'deneyimsiz',
    'vardiya',
    'yanlis',
    'worker',
    'human',
    'training',
    'untrained',
    'skill',
    'fatigue',
    'careless',
    'mistake',
    'shift',
  ],
  measurement: [
    'olcum',
    'olcu',
    'olcme',
    'kalibrasyon',
    'mastar',
    'mikrometre',
    'kumpas',
    'cmm',
    'msa',
    'sensor',
    'gosterge',
    'test',
    'muayene',
    'kontrol',
    'measurement',
    'measuring',
    'calibration',
    'gauge',
    'gage',
    'caliper',
    'micrometer',
    'inspection',
    'sensor',
  ],
  environment: [
    'ortam',
    'cevre',
    'toz',
    'tozlu',
    'nem',
    'rutubet',
    'aydinlatma',
    'isik',
    'havalandirma',
    'iklim',
    'mevsim',
    'hava',
    'environment',
    'ambient',
    'humidity',
    'dust',
    'lighting',
    'ventilation',
    'climate',
    'season',
    'weather',
  ],
};

/** Shortest word matched as a prefix of a longer one. */
const PREFIX_MIN = 4;

interface CauseIndex {
  exact: Map<string, TCauseCategory[]>;
  prefix: Map<string, TCauseCategory[]>;
}

function buildIndex(): CauseIndex {
  const exact = new Map<string, TCauseCategory[]>();
  const prefix = new Map<string, TCauseCategory[]>();
  for (const category of CAUSE_CATEGORIES) {
    for (const word of CAUSE_WORDS[category]) {
      const target = word.length >= PREFIX_MIN ? prefix : exact;
      const list = target.get(word) ?? [];
      if (!list.includes(category)) list.push(category);
      target.set(word, list);
    }
  }
  return { exact, prefix };
}

const INDEX = buildIndex();
// The longest word of the lists: a token prefix longer than it cannot be a key.
const LONGEST = Math.max(...CAUSE_CATEGORIES.flatMap((c) => CAUSE_WORDS[c].map((w) => w.length)));

/** How many words of each 6M group a cause text contains (each text token counted once per group). */
function causeWordCounts(text: string): Record<TCauseCategory, number> {
  const counts: Record<TCauseCategory, number> = {
    machine: 0,
    method: 0,
    material: 0,
    man: 0,
    measurement: 0,
    environment: 0,
  };
  for (const token of tokenize(text)) {
    const hit = new Set<TCauseCategory>(INDEX.exact.get(token) ?? []);
    const end = Math.min(token.length, LONGEST);
    for (let length = PREFIX_MIN; length <= end; length++) {
      for (const category of INDEX.prefix.get(token.slice(0, length)) ?? []) hit.add(category);
    }
    for (const category of hit) counts[category]++;
  }
  return counts;
}

/**
 * Order in which a tie is decided: the more specific group first. Method words (pressure, time,
 * temperature) appear in almost every cause, so 'ortam sıcaklığı' is environment and 'mastar
 * aşınmış' measurement.
 */
const CAUSE_TIE_ORDER: readonly TCauseCategory[] = [
  'environment',
  'measurement',
  'material',
  'man',
  'machine',
  'method',
];

/**
 * The 6M group the cause text speaks of most (ties: CAUSE_TIE_ORDER); null when no group word appears.
 * @internal
 */
export function causeCategory(text: string): TCauseCategory | null {
  const counts = causeWordCounts(text);
  let best: TCauseCategory | null = null;
  for (const category of CAUSE_TIE_ORDER) {
    if (counts[category] > 0 && (best === null || counts[category] > counts[best])) best = category;
  }
  return best;
}

/** Turkish name of each 6M group, as the 8D fishbone writes them. */
export const CAUSE_CATEGORY_LABELS: Readonly<Record<TCauseCategory, string>> = {
  machine: 'Makine',
  method: 'Metot',
  material: 'Malzeme',
  man: 'İnsan',
  measurement: 'Ölçüm',
  environment: 'Çevre',
};

/**
 * Who owns an action whose cause is of this 6M group: one of the departments users have
 * (src/domain/auth/contract.ts DEPARTMENTS). Material → Kalite (incoming and supplier quality),
 * environment → Bakım (the plant's climate, lighting and cleanliness are facility work).
 */
export const DEPARTMENT_BY_CAUSE: Readonly<Record<TCauseCategory, Department>> = {
  machine: 'Bakım',
  method: 'Mühendislik',
  material: 'Kalite',
  man: 'Üretim',
  measurement: 'Kalite',
  environment: 'Bakım',
};

// ---------------------------------------------------------------------------------------------
// Cause kinds (issue 23 §4): the same word reading, against the cause → measure library.

/** At most this many kinds steer one item: the leading one and one more the cause names. */
const MAX_CAUSE_KINDS = 2;

const KIND_EXACT = new Map<string, CauseKind[]>();
const KIND_PREFIX = new Map<string, CauseKind[]>();
for (const kind of CAUSE_KINDS) {
  for (const word of kind.words) {
    const target = word.length >= PREFIX_MIN ? KIND_PREFIX : KIND_EXACT;
    const list = target.get(word) ?? [];
    if (!list.includes(kind)) list.push(kind);
    target.set(word, list);
  }
}
const KIND_LONGEST = Math.max(...CAUSE_KINDS.flatMap((k) => k.words.map((w) => w.length)));

const WORD_SPLIT = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * A kind of cause found in a cause text, with the text's own words (as written) that named it.
 * @internal
 */
export interface CauseKindHit {
  kind: CauseKind;
  words: readonly string[];
}

/** What the plan reads from a cause text: its kinds (best first) and the 6M group they belong to. */
export interface CauseReading {
  /** The leading kind's group; without a kind, the 6M word count's group (null: no word at all). */
  category: TCauseCategory | null;
  kinds: readonly CauseKindHit[];
}

/**
 * The library's kinds a cause text names, most words first (ties: library order), at most
 * MAX_CAUSE_KINDS. Each carries the text's own words that chose it, so the reason can quote them.
 * @internal
 */
export function causeKinds(text: string): CauseKindHit[] {
  const found = new Map<CauseKind, string[]>();
  // quoted as written ('Instrument', 'aşınmış'): lower-casing English with tr-TR would write 'ınstrument'
  for (const original of text.normalize('NFC').split(WORD_SPLIT)) {
    if (original.length < 2) continue;
    const token = foldTurkish(original);
    if (NOT_CAUSE_WORDS.has(token)) continue;
    const hit = new Set<CauseKind>(KIND_EXACT.get(token) ?? []);
    const end = Math.min(token.length, KIND_LONGEST);
    for (let length = PREFIX_MIN; length <= end; length++) {
      for (const kind of KIND_PREFIX.get(token.slice(0, length)) ?? []) hit.add(kind);
    }
    for (const kind of hit) {
      const words = found.get(kind) ?? [];
      if (!words.includes(original)) words.push(original);
      found.set(kind, words);
    }
  }
  return CAUSE_KINDS.filter((kind) => found.has(kind))
    .map((kind) => ({ kind, words: found.get(kind) ?? [] }))
    .sort((a, b) => b.words.length - a.words.length)
    .slice(0, MAX_CAUSE_KINDS);
}

/**
 * The full reading of one cause text (kinds, then their group or the 6M group).
 * @internal
 */
export function readCause(text: string): CauseReading {
  const kinds = causeKinds(text);
  const [lead] = kinds;
  return { category: lead ? lead.kind.group : causeCategory(text), kinds };
}

/**
 * readCause memoised per cause text, and equal readings shared as one object: an FMEA repeats the
 * same causes over many rows, and the plan shares its decisions by the reading itself.
 */
export function causeClassifier(): (text: string) => CauseReading {
  const memo = new Map<string, CauseReading>();
  const interned = new Map<string, CauseReading>();
  return (text) => {
    let reading = memo.get(text);
    if (reading === undefined) {
      const fresh = readCause(text);
      const key = `${fresh.category}|${fresh.kinds.map((k) => `${k.kind.id}:${k.words.join(',')}`).join('|')}`;
      reading = interned.get(key);
      if (reading === undefined) interned.set(key, (reading = fresh));
      memo.set(text, reading);
    }
    return reading;
  };
}
