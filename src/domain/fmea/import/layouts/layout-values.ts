type Pool = readonly string[];
interface ValuePool {
  item: Pool;
  step: Pool;
  fn: Pool;
  element: Pool;
  failure: Pool;
  effect: Pool;
  cause: Pool;
  prevention: Pool;
  detection: Pool;
  action: Pool;
  owner: Pool;
  taken: Pool;
  status: Pool;
  note: Pool;
  sectionWord: Pool;
  subtotal: Pool;
  total: Pool;
  prepared: string;
  approved: string;
  title: Pool;
  keys: readonly (readonly [string, string])[];
}

export type TLayoutLanguage = 'tr' | 'en';

/** Cell texts of generated FMEAs (Turkish and English), chosen so none reads as a heading or a total. */
export const VALUES: Record<TLayoutLanguage, ValuePool> = {
  tr: {
    item: ['Kapı Paneli K-204', 'Arka Aks Braketi', 'Fren Diski FD-12', 'Kablo Demeti'],
    step: [
      'Enjeksiyon',
      'Kaynak',
      'Boyama',
      'Montaj',
      'Pres Kesme',
      'Paketleme',
      'CNC Tornalama',
      'Çapak Alma',
    ],
    fn: ['Parçayı ölçüsünde üretmek', 'Bağlantıyı sağlamak', 'Yüzeyi korumak'],
    element: ['Makine', 'Operatör', 'Malzeme', 'Çevre', 'Ölçüm cihazı'],
    failure: [
      'Çapak',
      'Eksik baskı',
      'Ölçü sapması',
      'Çatlak',
      'Eksik kaynak',
      'Çizik',
      'Yanlış parça',
      'Gözenek',
    ],
    effect: ['Montaj yapılamaz', 'Müşteri şikâyeti', 'Sızdırma', 'Kopma riski', 'Görsel ret'],
    cause: [
      'Kalıp aşınması',
      'Basınç düşük',
      'Operatör hatası',
      'Nemli hammadde',
      'Yanlış reçete',
      'Fikstür boşluğu',
    ],
    prevention: ['Periyodik bakım', 'Reçete kilidi', 'Operatör eğitimi', 'Kurutma talimatı'],
    detection: ['Görsel kontrol', 'Kamera ile %100 kontrol', 'Mastar kontrolü', 'CMM ölçümü'],
    action: ['Poka-yoke eklenmesi', 'Sensör takılması', 'SPC başlatılması', 'Kalıp revizyonu'],
    owner: ['A. Yılmaz', 'B. Kaya', 'C. Demir', 'Kalite Müh.'],
    taken: ['Sensör takıldı', 'Talimat güncellendi', 'Poka-yoke devrede'],
    status: ['Açık', 'Tamamlandı', ''],
    note: ['Bkz. talimat TL-12', 'Müşteri onayı bekleniyor', 'Cpk 1,33 doğrulandı'],
    sectionWord: ['OP', 'Operasyon'],
    subtotal: ['Ara Toplam', 'ARA TOPLAM'],
    total: ['Toplam', 'Genel Toplam'],
    prepared: 'Hazırlayan: A. Yılmaz',
    approved: 'Onaylayan: B. Kaya',
    title: ['PROSES FMEA', 'Proses Hata Türleri ve Etkileri Analizi'],
    keys: [
      ['Parça Adı:', 'Braket'],
      ['FMEA No:', 'PF-0042'],
      ['Müşteri:', 'OEM A.Ş.'],
      ['Hazırlayan:', 'A. Yılmaz'],
      ['Revizyon Tarihi:', '12.03.2025'],
      ['Takım:', 'Kalite, Üretim, Bakım'],
    ],
  },
  en: {
    item: ['Door Panel K-204', 'Rear Axle Bracket', 'Brake Disc FD-12', 'Wire Harness'],
    step: [
      'Injection Moulding',
      'Welding',
      'Painting',
      'Assembly',
      'Press Cutting',
      'Packing',
      'CNC Turning',
      'Deburring',
    ],
    fn: ['Produce the part to size', 'Provide the joint', 'Protect the surface'],
    element: ['Machine', 'Operator', 'Material', 'Environment', 'Gauge'],
    failure: [
      'Burr',
      'Short shot',
      'OD oversize',
      'Crack',
      'Missing weld',
      'Scratch',
      'Wrong part',
      'Porosity',
    ],
    effect: ['Cannot assemble', 'Customer complaint', 'Leakage', 'Risk of fracture', 'Visual reject'],
    cause: ['Tool wear', 'Low pressure', 'Operator error', 'Wet resin', 'Wrong recipe', 'Fixture play'],
    prevention: ['Preventive maintenance', 'Recipe lock', 'Operator training', 'Drying instruction'],
    detection: ['Visual check', '100% camera inspection', 'Go/no-go gauge', 'CMM measurement'],
    action: ['Add poka-yoke', 'Install sensor', 'Start SPC', 'Revise mould'],
    owner: ['J. Smith', 'M. Lee', 'Quality Eng.', 'R. Patel'],
    taken: ['Sensor installed', 'Instruction updated', 'Poka-yoke in place'],
    status: ['Open', 'Completed', ''],
    note: ['See WI-12', 'Customer approval pending', 'Cpk 1,33 verified'],
    sectionWord: ['OP', 'Operation'],
    subtotal: ['Subtotal', 'SUB TOTAL'],
    total: ['Total', 'Grand Total'],
    prepared: 'Prepared by: J. Smith',
    approved: 'Approved by: M. Lee',
    title: ['PROCESS FMEA', 'Process Failure Mode and Effects Analysis'],
    keys: [
      ['Part Name:', 'Bracket'],
      ['FMEA Number:', 'PF-0042'],
      ['Customer:', 'OEM Inc.'],
      ['Prepared By:', 'J. Smith'],
      ['Revision Date:', '12.03.2025'],
      ['Core Team:', 'Quality, Production, Maintenance'],
    ],
  },
};
