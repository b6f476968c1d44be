import type { TCauseCategory } from '../contract';
import { CPK_TARGET } from './action-texts';

/** Who usually carries out a measure of this kind (issue 23 §5 roles, as users' positions name them). */
export type MeasureRole =
  'Proses Mühendisi' | 'Kalıp Mühendisi' | 'Bakım Teknisyeni' | 'Kalite Mühendisi' | 'Eğitim Sorumlusu';

/** One kind of cause and the measures that answer it (issue 23 §4). */
export interface CauseKind {
  id: string;
  /** Turkish name, as the item's reason writes it. */
  label: string;
  /** The 6M group it belongs to (owner department, tags). */
  group: TCauseCategory;
  role: MeasureRole;
  /**
   * Folded words (Turkish letters to ASCII, lower case), Turkish and English. As in the 6M lists, a
   * word of 4+ letters also matches as a prefix ('zımbanın' → 'zimba'); shorter ones whole words only.
   */
  words: readonly string[];
  /** Removes or reduces the cause (occurrence). */
  prevention: string;
  /** Catches the failure or its cause before it leaves (detection). */
  detection: string;
}

/**
 * Words that start like a library word but mean something else: 'kaynaklı' is 'caused by', not
 * welding ('kaynak'). Never matched.
 */
export const NOT_CAUSE_WORDS: ReadonlySet<string> = new Set([
  'kaynakli',
  'kaynaklanan',
  'kaynaklaniyor',
  'kaynaklanir',
  'kaynagi',
]);

/**
 * The cause → measure library. Order matters only on a tie of word counts: the more specific kind
 * comes first (a 'worn punch' is tool wear before it is maintenance).
 */
export const CAUSE_KINDS: readonly CauseKind[] = [
  {
    id: 'wrong_program',
    label: 'Yanlış program / reçete',
    group: 'method',
    role: 'Proses Mühendisi',
    words: ['program', 'recete', 'recipe', 'secim', 'secimi', 'selection', 'selected', 'versiyon', 'version'],
    prevention:
      'Programı/reçeteyi parça numarasına barkod veya RFID ile bağlayın (yanlış seçimi engelleyen poka-yoke); program değişikliğini yetkiyle kilitleyin.',
    detection:
      'Model ve vardiya değişiminde ilk parça onayıyla programı doğrulayın; seçilen programı parça numarasıyla otomatik karşılaştırın.',
  },
  {
    id: 'first_piece',
    label: 'İlk parça onayı / set-up doğrulaması yok',
    group: 'method',
    role: 'Kalite Mühendisi',
    words: ['1st', 'fpa', 'setup', 'changeover', 'devreye', 'first', 'ilk'],
    prevention:
      'Set-up ve model değişiminde ilk parça onayı (FPA) prosedürü kurun: kontrol listesi, onay olmadan seri üretime geçiş yok.',
    detection: 'İlk ve son parçayı kayıtla ölçün; FPA kaydı olmayan partiyi bloke edin.',
  },
  {
    id: 'operator_omission',
    label: 'Operatörün adımı atlaması',
    group: 'man',
    role: 'Proses Mühendisi',
    words: [
      'atliyor',
      'atlaniyor',
      'atlanmis',
      'follow',
      'followed',
      'uyulmamasi',
      'uyulmadi',
      'uymama',
      'error',
      'atla',
      'atlama',
      'atlanmasi',
      'atlandi',
      'unut',
      'unutma',
      'unutulmasi',
      'skip',
      'skips',
      'skipped',
      'omit',
      'omission',
      'omitted',
      'bypass',
      'byepass',
      'forget',
      'forgot',
      'forgotten',
      'missed',
      'dikkatsizlik',
      'careless',
    ],
    prevention:
      'Adımı atlanamaz yapın: istasyonda adım sırası kilidi (interlock), adım tamamlanmadan sonraki işleme geçişi engelleyen sistem, görsel iş talimatı.',
    detection:
      'Adımın yapıldığını kayda bağlayın (tork aleti/test cihazı OK sinyali olmadan parça ilerlemez); sonraki istasyonda %100 doğrulama.',
  },
  {
    id: 'training',
    label: 'Yeni / eğitimsiz personel',
    group: 'man',
    role: 'Eğitim Sorumlusu',
    words: [
      'egitim',
      'egitimsiz',
      'yetkinlik',
      'tecrube',
      'tecrubesiz',
      'deneyimsiz',
      'acemi',
      'beceri',
      'manpower',
      'training',
      'trained',
      'untrained',
      'skill',
      'inexperienced',
      'newcomer',
    ],
    prevention:
      'İşe özel eğitim ve sertifikasyon (beceri matrisi); yetkinlik onayı olmadan istasyona atama yok, eğitimli personelle eşleştirme ve görsel iş talimatı.',
    detection:
      'Sertifikasyonu tamamlanmamış personelin parçalarında ek kontrol (%100 veya ilk parça onayı); vardiya liderinin saatlik doğrulaması.',
  },
  {
    id: 'gauge_msa',
    label: 'Ölçüm / test cihazı, kalibrasyon (MSA)',
    group: 'measurement',
    role: 'Kalite Mühendisi',
    words: [
      'kalibrasyon',
      'kalibre',
      'mastar',
      'olcum',
      'olcu',
      'olcme',
      'kumpas',
      'mikrometre',
      'cmm',
      'msa',
      'calibration',
      'calibrated',
      'gauge',
      'gage',
      'instrument',
      'caliper',
      'micrometer',
      'tester',
    ],
    prevention:
      'Ölçüm/test cihazlarını kalibrasyon planına alın, süresi geçmiş cihazı kullanıma kapatın; MSA yapın (Gauge R&R ≤ %10).',
    detection:
      'Test/ölçüm cihazını vardiya başı iyi/kötü referans parçayla doğrulayın; kalibrasyon dışı bulunan cihazla ölçülen partileri geri çağırın.',
  },
  {
    id: 'wrong_part',
    label: 'Yanlış parça / takım seçimi, tanımlama eksik',
    group: 'man',
    role: 'Proses Mühendisi',
    words: [
      'wrong',
      'yanlis',
      'choose',
      'chose',
      'mix',
      'karisma',
      'karisik',
      'identification',
      'tanimlama',
      'etiket',
      'label',
      'mark',
      'marking',
      'isaret',
    ],
    prevention:
      'Parçayı/takımı ayırt edilebilir yapın: renk kodu ve tanımlama işareti, yalnız doğru parçayı kabul eden aparat veya barkod doğrulaması (poka-yoke).',
    detection:
      'Kullanılan parçayı/takımı barkodla iş emrine karşı doğrulayın; tanımlama işareti olmayan parçayı durdurun.',
  },
  {
    id: 'inspection',
    label: 'Muayene / kontrol yöntemi yetersiz',
    group: 'measurement',
    role: 'Kalite Mühendisi',
    words: [
      'muayene',
      'gorsel',
      'inspection',
      'inspected',
      'visual',
      'visualization',
      'check',
      'checking',
      'checked',
    ],
    prevention:
      'Kontrol yöntemini standartlaştırın: muayene talimatı, sınır numunesi, kontrol sıklığı ve kayıt; görsel kontrolde yeterli aydınlatma.',
    detection:
      'Görsel kontrol yerine ölçüme dayalı veya otomatik muayene (kamera/sensör); muayenenin etkinliğini öznitelik MSA ile doğrulayın.',
  },
  {
    id: 'parameter_drift',
    label: 'Proses parametresi sapması',
    group: 'method',
    role: 'Proses Mühendisi',
    words: [
      'adjustment',
      'gas',
      'flow',
      'coating',
      'parametre',
      'sapma',
      'sapmasi',
      'ayar',
      'ayari',
      'basinc',
      'sicaklik',
      'sicakligi',
      'hiz',
      'hizi',
      'sure',
      'suresi',
      'tork',
      'akim',
      'parameter',
      'drift',
      'setting',
      'pressure',
      'temperature',
      'speed',
      'torque',
      'current',
      'voltage',
    ],
    prevention: `Kritik parametreler için alt/üst sınır tanımlayın, makinede kilitleyin, sapmada alarm ve duruş verin; pencereyi DOE ile doğrulayın, SPC ile izleyin (hedef Cpk ≥ ${CPK_TARGET}).`,
    detection:
      'Parametre kaydını her parti için izleyin; sınır dışı parametreyle üretilen parçaları otomatik ayırın.',
  },
  {
    id: 'tool_wear',
    label: 'Takım / zımba / kalıp aşınması',
    group: 'machine',
    role: 'Kalıp Mühendisi',
    words: [
      'cutting',
      'kesim',
      'brush',
      'brushing',
      'firca',
      'asinma',
      'asinmasi',
      'asinmis',
      'asinan',
      'zimba',
      'kesici',
      'bicak',
      'takim',
      'kalip',
      'kalibi',
      'kalibin',
      'wear',
      'worn',
      'punch',
      'tool',
      'tooling',
      'cutter',
      'blade',
      'insert',
      'mould',
      'mold',
      'die',
    ],
    prevention:
      'Takım/zımba/kalıp ömrünü baskı sayısıyla izleyin, ömür dolmadan değiştirin (ömür sayacı, yedek takım hazır); aşınma ölçümünü kalıp bakım planına ekleyin.',
    detection:
      'Takım değişiminde ve periyodik olarak ilk-son parça ölçümü; aşınmaya bağlı ölçüde SPC ile trend izleyin.',
  },
  {
    id: 'fixture',
    label: 'Fikstür / konumlama',
    group: 'machine',
    role: 'Proses Mühendisi',
    words: [
      'stopper',
      'location',
      'konum',
      'gap',
      'bosluk',
      'fikstur',
      'aparat',
      'konumlama',
      'pim',
      'dayama',
      'baglama',
      'fixture',
      'jig',
      'locating',
      'locator',
      'clamp',
      'clamping',
      'pin',
    ],
    prevention:
      'Parçanın yalnız doğru konumda oturduğu fikstür: konumlama pimleri ve parça varlık sensörü (poka-yoke); fikstür aşınmasını periyodik doğrulayın.',
    detection:
      'Vardiya başı fikstürü master parçayla doğrulayın; parça yokluğu veya yanlış oturmada sensörle duruş.',
  },
  {
    id: 'welding',
    label: 'Kaynak / birleştirme',
    group: 'method',
    role: 'Proses Mühendisi',
    words: ['kaynak', 'lehim', 'welding', 'weld', 'welded', 'solder', 'brazing'],
    prevention:
      'Kaynak parametrelerini (akım, gerilim, hız, gaz) kaynak talimatında (WPS) tanımlayıp makinede kilitleyin; kaynakçı yeterlilik sertifikası, elektrot/tel bakım periyodu.',
    detection:
      'Kaynak dikişinde tahribatsız muayene (sızdırmazlık, penetrant) ve periyodik tahribatlı (kesit) test.',
  },
  {
    id: 'material_lot',
    label: 'Malzeme / lot farkı',
    group: 'material',
    role: 'Kalite Mühendisi',
    words: [
      'malzeme',
      'hammadde',
      'lot',
      'parti',
      'kalinlik',
      'kalinligi',
      'sac',
      'granul',
      'nemli',
      'sertlik',
      'material',
      'batch',
      'thickness',
      'sheet',
      'resin',
      'hardness',
      'moisture',
      'raw',
    ],
    prevention:
      'Malzeme spesifikasyonunu (kalınlık, sertlik, nem …) tedarikçiyle netleştirin; lot bazında sertifika isteyin; lot değişiminde ilk parça onayı.',
    detection:
      'Giriş kontrolünde lot bazında kritik özelliği ölçün (kalınlık, sertlik …); izlenebilirlikle şüpheli lotu karantinaya alın.',
  },
  {
    id: 'supplier',
    label: 'Tedarikçi kaynaklı',
    group: 'material',
    role: 'Kalite Mühendisi',
    words: ['tedarikci', 'yuklenici', 'fason', 'supplier', 'vendor', 'purchased', 'subcontractor', 'sourced'],
    prevention:
      'Tedarikçiden kontrol planı ve PPAP isteyin; tedarikçi denetimi ve 8D ile kök nedeni kapattırın; kritik parçada tedarikçi sertifikası.',
    detection:
      'Giriş kontrolünde örneklemeyi sıkılaştırın (kritik özellikte %100); tedarikçi ppm performansını izleyin.',
  },
  {
    id: 'maintenance',
    label: 'Bakım eksikliği / makine arızası',
    group: 'machine',
    role: 'Bakım Teknisyeni',
    words: [
      'equipment',
      'ekipman',
      'malfunction',
      'malfunctioning',
      'pm',
      'tpm',
      'bakim',
      'bakimsiz',
      'ariza',
      'yaglama',
      'filtre',
      'rulman',
      'hidrolik',
      'pnomatik',
      'titresim',
      'makine',
      'makina',
      'maintenance',
      'breakdown',
      'lubrication',
      'bearing',
      'hydraulic',
      'pneumatic',
      'vibration',
      'machine',
    ],
    prevention:
      'Önleyici bakım planı (TPM): kritik ekipman için periyot, kontrol listesi ve yedek parça; otonom bakımla vardiya başı kontroller.',
    detection:
      'Makine durumunu izleyin (titreşim, sıcaklık, basınç) ve arızadan önce uyarın; bakım sonrası ilk parça onayı.',
  },
  {
    id: 'design_margin',
    label: 'Tasarım marjı / tolerans',
    group: 'method',
    role: 'Proses Mühendisi',
    words: ['tasarim', 'tolerans', 'marj', 'design', 'tolerance', 'margin', 'undersized', 'oversized'],
    prevention:
      'Tasarım marjını gözden geçirin: tolerans zinciri analizi, DFMEA ile karşılaştırma, gerekirse tasarım değişikliği ve doğrulama testi.',
    detection: 'Doğrulama testlerini (DV/PV) kritik karakteristik için sınır koşullarında tekrarlayın.',
  },
  {
    id: 'handling',
    label: 'Taşıma / ambalaj / depolama',
    group: 'method',
    role: 'Proses Mühendisi',
    words: [
      'tasima',
      'ambalaj',
      'paketleme',
      'istif',
      'depolama',
      'sevkiyat',
      'forklift',
      'handling',
      'packaging',
      'packing',
      'stacking',
      'storage',
      'transport',
      'shipping',
    ],
    prevention: 'Parçaya özel ambalaj ve ayırıcı, istif ve taşıma talimatı; taşıma ekipmanında koruyucu.',
    detection: 'Sevkiyat öncesi ambalaj ve görsel kontrol; hasarlı ambalaj için kabul kriteri.',
  },
  {
    id: 'contamination',
    label: 'Kirlilik / yabancı madde',
    group: 'material',
    role: 'Proses Mühendisi',
    words: [
      'water',
      'droplet',
      'oil',
      'yag',
      'su',
      'kirlilik',
      'kontaminasyon',
      'yabanci',
      'talas',
      'contamination',
      'contaminated',
      'dirt',
      'dirty',
      'debris',
      'chips',
      'impurity',
    ],
    prevention:
      'Temizlik standardı ve kirlilik kaynaklarının kapatılması (5S, kapalı taşıma); yıkama/kurutma parametre penceresi.',
    detection: 'Temizlik kontrolü (partikül, yüzey) ve sınır numunesiyle görsel muayene.',
  },
  {
    id: 'environment',
    label: 'Ortam koşulları',
    group: 'environment',
    role: 'Bakım Teknisyeni',
    words: [
      'ortam',
      'toz',
      'tozlu',
      'nem',
      'rutubet',
      'aydinlatma',
      'havalandirma',
      'iklim',
      'mevsim',
      'ambient',
      'humidity',
      'dust',
      'lighting',
      'ventilation',
      'climate',
      'season',
    ],
    prevention:
      'Sıcaklık, nem ve toz için sınır değer tanımlayın ve kaydedin (iklimlendirme, temiz alan, aydınlatma); sınır aşımında üretimi durdurun.',
    detection:
      'Ortam koşullarını sürekli kaydedin, sınır aşımında alarm verin ve o dönemin parçalarını ayırın.',
  },
];
