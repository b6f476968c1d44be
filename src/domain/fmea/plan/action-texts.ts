import type { TActionType, TCauseCategory } from '../contract';

/**
 * The rules' texts, one table per action kind, steered by the 6M group of the cause. Each row of
 * docs/reverse-fmea-rules.md is one entry here. Cpk targets: 1,33 for a process in production,
 * 1,67 for a special characteristic (PPAP initial-study bar, reference §4).
 */
export const CPK_TARGET = '1,33';
export const CPK_TARGET_SPECIAL = '1,67';

/** S 9-10: the four measures the brief lists, in one action. */
export const DESIGN_ACTION =
  'Tasarım değişikliğini değerlendirin (hata türünü ortadan kaldıran ürün/proses tasarımı); ' +
  'hata önleme (poka-yoke) uygulayın; karakteristiği özel karakteristik (CC/SC) olarak FMEA ve kontrol ' +
  `planına işleyin (hedef Cpk ≥ ${CPK_TARGET_SPECIAL}); müşteriyi bilgilendirin ve onayını alın.`;

const PREVENTION_DEFAULT =
  'Nedeni önleyin: hata önleme (poka-yoke), proses parametre penceresi (alt/üst sınır, reçete kilidi), ' +
  `önleyici bakım planı ve kritik parametrede SPC (hedef Cpk ≥ ${CPK_TARGET}).`;

/**
 * Prevention (high O) by the cause's 6M group; null = no group word in the cause.
 * @internal
 */
export const PREVENTION_ACTIONS: Readonly<Record<TCauseCategory | 'none', string>> = {
  machine:
    'Makine/kalıp kaynaklı nedeni önleyin: önleyici bakım planı (aşınan parçaların periyodik değişimi), ' +
    'makine parametre penceresi ve reçete kilidi, parametre sapmasında duruş (poka-yoke); kritik ' +
    `parametrede SPC (hedef Cpk ≥ ${CPK_TARGET}).`,
  method:
    'Yöntem kaynaklı nedeni önleyin: proses parametre penceresini doğrulayıp (DOE) standart iş talimatına ' +
    `ve reçeteye işleyin, sırayı hata önleme (poka-yoke) ile sabitleyin; SPC ile izleyin (hedef Cpk ≥ ${CPK_TARGET}).`,
  material:
    'Malzeme kaynaklı nedeni önleyin: malzeme spesifikasyonunu ve giriş kontrol planını sıkılaştırın, ' +
    'tedarikçiden lot bazında sertifika isteyin, malzeme hazırlık koşullarını (kurutma, stok süresi) ' +
    `parametre penceresine bağlayın; kritik özellikte SPC (hedef Cpk ≥ ${CPK_TARGET}).`,
  man:
    'İnsan kaynaklı nedeni önleyin: operatör eğitimi ve beceri matrisi, görsel standart ve iş talimatı, ' +
    'hatayı fiziksel olarak engelleyen poka-yoke (yanlış takılamayan aparat, eksik adımı durduran sensör); ' +
    'vardiya başı doğrulama.',
  measurement:
    'Ölçüm kaynaklı nedeni önleyin: ölçüm sistemi analizi (MSA, Gauge R&R ≤ %10), kalibrasyon aralığını ' +
    `kısaltın, ölçüm talimatını standartlaştırın; ölçüm güvenilir olunca SPC (hedef Cpk ≥ ${CPK_TARGET}).`,
  environment:
    'Ortam kaynaklı nedeni önleyin: sıcaklık, nem ve toz için sınır değerler tanımlayın ve kayıt altına ' +
    'alın (iklimlendirme, temiz alan, aydınlatma), sınır aşımında üretimi durdurun; önleyici bakım ' +
    'planına ortam ekipmanını ekleyin.',
  none: PREVENTION_DEFAULT,
};

const DETECTION_DEFAULT =
  'Tespiti güçlendirin: otomatik muayene (kamera/sensör) veya hata önleyici kontrol ekleyin, ölçüm ' +
  `cihazına MSA (Gauge R&R ≤ %10) yapın, Cpk ≥ ${CPK_TARGET} kanıtlanana kadar %100 kontrol uygulayın.`;

/**
 * Detection (high D) by the cause's 6M group.
 * @internal
 */
export const DETECTION_ACTIONS: Readonly<Record<TCauseCategory | 'none', string>> = {
  machine:
    'Tespiti güçlendirin: makine üzerinde otomatik muayene (sensör/kamera, parametre izleme ile ' +
    `otomatik ayırma), ölçüm cihazına MSA; Cpk ≥ ${CPK_TARGET} kanıtlanana kadar %100 kontrol.`,
  method: DETECTION_DEFAULT,
  material:
    'Tespiti güçlendirin: giriş kontrolünde malzeme testi (lot bazında), proseste otomatik muayene, ' +
    `ölçüm cihazına MSA; Cpk ≥ ${CPK_TARGET} kanıtlanana kadar %100 kontrol.`,
  man:
    'Tespiti güçlendirin: operatöre bağlı gözle kontrol yerine otomatik muayene (kamera/sensör) veya ' +
    `mastar, ölçüm sistemine MSA; Cpk ≥ ${CPK_TARGET} kanıtlanana kadar %100 kontrol.`,
  measurement:
    'Ölçüm sistemini düzeltin: MSA (Gauge R&R ≤ %10, bias, stabilite), kalibrasyon ve uygun çözünürlükte ' +
    `mastar/cihaz; ardından otomatik muayene ve Cpk ≥ ${CPK_TARGET} kanıtlanana kadar %100 kontrol.`,
  environment: DETECTION_DEFAULT,
  none: DETECTION_DEFAULT,
};

/** One sentence added for each secondary action kind (after the leading action). */
export const SECONDARY_ACTIONS: Readonly<Record<TActionType, string>> = {
  design: 'Ayrıca tasarım değişikliğini ve müşteri bilgilendirmesini değerlendirin.',
  prevention: `Ayrıca oluşumu azaltın: poka-yoke, parametre penceresi, önleyici bakım, SPC (Cpk ≥ ${CPK_TARGET}).`,
  detection: `Ayrıca tespiti güçlendirin: otomatik muayene, MSA yapılmış mastar, Cpk ≥ ${CPK_TARGET} kanıtlanana kadar %100 kontrol.`,
};

/** How the action's effect is followed, per action kind. */
export const MONITORING_METHODS: Readonly<Record<TActionType, string>> = {
  design:
    'Tasarım doğrulama (DV/PV) test sonuçları; kontrol planında özel karakteristik için SPC kartı ve ' +
    'aylık Cpk raporu; müşteri onay kaydı.',
  prevention:
    'SPC kontrol kartı (X̄-R) ile haftalık Cpk takibi; önleyici bakım planına uyum oranı; aylık hata ' +
    'oluşum (ppm) trendi.',
  detection:
    'Otomatik muayene ret oranı ve müşteriye kaçan hata (0 hedef) takibi; MSA/Gauge R&R sonucu; %100 ' +
    'kontrol kayıtları (Cpk kanıtlanınca örneklemeye geçiş).',
};

/** Leading action text for the kind and the cause's 6M group. */
export function leadingAction(type: TActionType, cause: TCauseCategory | null): string {
  if (type === 'design') return DESIGN_ACTION;
  return (type === 'prevention' ? PREVENTION_ACTIONS : DETECTION_ACTIONS)[cause ?? 'none'];
}
