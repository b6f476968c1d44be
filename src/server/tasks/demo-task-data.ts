import type { TTaskPriority, TTaskStatus } from '../../domain/tasks/contract';

/** A demo task; days are relative to today (Istanbul): due in `due` days, completed `done` days from today. */
export interface DemoTask {
  title: string;
  description: string;
  assignee: string;
  creator: string;
  priority: TTaskPriority;
  status: TTaskStatus;
  category: string;
  estimated: number;
  completed: number;
  due: number;
  createdDaysAgo: number;
  done?: number;
  tags: string[];
}

// Realistic plant work spread over every status: some overdue, some due today (within 24 h),
// completed ones on time and late, so the dashboard and the workload view show real figures.
export const DEMO_TASKS: readonly DemoTask[] = [
  { title: 'Ön tampon kalıbı periyodik bakımı', description: '50.000 baskı sonrası periyodik bakım: itici pimler, kayıtlar ve havalandırma kanalları kontrol edilecek.', assignee: 'kalip', creator: 'admin', priority: 'high', status: 'in_progress', category: 'Kalıp Bakımı', estimated: 16, completed: 10, due: 3, createdDaysAgo: 6, tags: ['Kalıp', 'Önleyici Bakım'] },
  { title: 'PPAP dosyası hazırlığı – K-204 kapı paneli', description: 'Seviye 3 PPAP: boyut raporu, malzeme sertifikaları, kontrol planı ve PSW müşteriye sunulacak.', assignee: 'kalite', creator: 'admin', priority: 'critical', status: 'review', category: 'PPAP', estimated: 24, completed: 20, due: 0, createdDaysAgo: 14, tags: ['PPAP', 'Müşteri'] },
  { title: 'SPC eğitimi – vardiya operatörleri', description: 'X-R kontrol kartlarının okunması ve kontrol dışı durumlarda yapılacaklar; üç vardiya için ayrı oturum.', assignee: 'egitim', creator: 'kalite', priority: 'medium', status: 'todo', category: 'Eğitim', estimated: 12, completed: 0, due: 7, createdDaysAgo: 2, tags: ['SPC', 'Eğitim'] },
  { title: 'Kritik ölçü Cpk çalışması (Ø12,5 delik)', description: '30 parçalık numune ile Ø12,5 ±0,05 delik çapı için proses yeterlilik çalışması; hedef Cpk ≥ 1,33.', assignee: 'kalite', creator: 'proses', priority: 'high', status: 'in_progress', category: 'Proses Yeterliliği', estimated: 10, completed: 4, due: 2, createdDaysAgo: 4, tags: ['Cpk', 'SPC'] },
  { title: '8D raporu – müşteri şikâyeti #2024-117 (çapak)', description: 'Ön konsol parçalarında çapak şikâyeti: D3 geçici önlemler alındı, D4 kök neden analizi sürüyor.', assignee: 'kalite', creator: 'admin', priority: 'critical', status: 'in_progress', category: '8D', estimated: 20, completed: 12, due: -2, createdDaysAgo: 12, tags: ['8D', 'Müşteri Şikâyeti'] },
  { title: 'Kumpas ve mikrometre kalibrasyonu', description: 'Kalite laboratuvarındaki 14 kumpas ve 6 mikrometrenin yıllık kalibrasyonu, sertifikaların arşivlenmesi.', assignee: 'bakim', creator: 'kalite', priority: 'medium', status: 'completed', category: 'Kalibrasyon', estimated: 6, completed: 6, due: -3, createdDaysAgo: 9, done: -4, tags: ['Kalibrasyon', 'MSA'] },
  { title: 'Enjeksiyon makinesi hidrolik yağ değişimi', description: 'Makine 7 (Engel 450 t) hidrolik yağ ve filtre değişimi; yağ analizi sonucu beklenmeden planlandı.', assignee: 'bakim', creator: 'bakim', priority: 'medium', status: 'todo', category: 'Bakım', estimated: 4, completed: 0, due: -1, createdDaysAgo: 5, tags: ['Bakım'] },
  { title: 'Kalıp soğutma kanalları kireç temizliği', description: 'K-118 kalıbında çevrim süresi uzadı; soğutma kanallarının kimyasal temizliği ve debi ölçümü.', assignee: 'kalip', creator: 'bakim', priority: 'high', status: 'completed', category: 'Kalıp Bakımı', estimated: 8, completed: 9, due: -5, createdDaysAgo: 11, done: -3, tags: ['Kalıp', 'Çevrim Süresi'] },
  { title: 'Proses parametre penceresi doğrulaması (PA6-GF30)', description: 'Eriyik sıcaklığı, ütüleme basıncı ve soğuma süresi için DOE sonuçlarına göre proses penceresinin doğrulanması.', assignee: 'proses', creator: 'proses', priority: 'high', status: 'review', category: 'Proses', estimated: 12, completed: 11, due: 4, createdDaysAgo: 8, tags: ['DOE', 'Proses'] },
  { title: 'Boyahane renk tonu sapması kök neden analizi', description: 'Gri RAL 7040 parçalarda ΔE > 1,0 sapma: boya viskozitesi, fırın sıcaklığı ve kat kalınlığı incelenecek.', assignee: 'proses', creator: 'kalite', priority: 'high', status: 'in_progress', category: 'Kalite', estimated: 16, completed: 5, due: 0, createdDaysAgo: 5, tags: ['Boya', 'Kök Neden'] },
  { title: 'Yeni operatörler için iş güvenliği ve 5S eğitimi', description: 'Bu ay işe başlayan 8 operatör için iş güvenliği ve 5S temel eğitimi, katılım formları ile.', assignee: 'egitim', creator: 'admin', priority: 'low', status: 'completed', category: 'Eğitim', estimated: 8, completed: 8, due: -6, createdDaysAgo: 15, done: -7, tags: ['5S', 'İSG'] },
  { title: 'Ölçüm sistemi analizi (GR&R) – mastar kontrol fikstürü', description: '3 operatör × 10 parça × 3 tekrar ile GR&R çalışması; kabul kriteri %10.', assignee: 'kalite', creator: 'kalite', priority: 'medium', status: 'todo', category: 'MSA', estimated: 10, completed: 0, due: 10, createdDaysAgo: 1, tags: ['MSA', 'GR&R'] },
  { title: 'Kalıp değişim süresi (SMED) iyileştirmesi', description: 'Hat 3 kalıp değişim süresini 45 dakikadan 20 dakikanın altına indirmek için iç/dış ayar ayrımı.', assignee: 'kalip', creator: 'proses', priority: 'medium', status: 'todo', category: 'Verimlilik', estimated: 20, completed: 0, due: 14, createdDaysAgo: 3, tags: ['SMED', 'Yalın Üretim'] },
  { title: 'Kontrol planı revizyonu – ön konsol', description: '8D çıktılarına göre kontrol planına çapak kontrolü ve ölçüm sıklığı eklenmesi.', assignee: 'proses', creator: 'kalite', priority: 'medium', status: 'completed', category: 'Dokümantasyon', estimated: 6, completed: 6, due: -1, createdDaysAgo: 6, done: 0, tags: ['Kontrol Planı'] },
  { title: 'Kompresör hava kaçağı kontrolü', description: 'Ultrasonik dedektör ile basınçlı hava hattında kaçak taraması ve etiketleme.', assignee: 'bakim', creator: 'admin', priority: 'low', status: 'completed', category: 'Bakım', estimated: 3, completed: 3, due: 2, createdDaysAgo: 4, done: -1, tags: ['Enerji'] },
  { title: 'Tedarikçi denetimi – PA6 hammadde nem kontrolü', description: 'Tedarikçide kurutma ve ambalajlama prosesinin denetimi; nem ölçüm kayıtlarının incelenmesi.', assignee: 'kalite', creator: 'admin', priority: 'high', status: 'completed', category: 'Tedarikçi Kalitesi', estimated: 12, completed: 12, due: -2, createdDaysAgo: 10, done: -2, tags: ['Tedarikçi', 'Denetim'] },
  { title: 'Kalıp yedek parça stok listesinin güncellenmesi', description: 'Kritik kalıplar için itici pim, burç ve sıcak yolluk nozulu minimum stok seviyelerinin belirlenmesi.', assignee: 'kalip', creator: 'kalip', priority: 'low', status: 'review', category: 'Kalıp Bakımı', estimated: 4, completed: 3, due: 5, createdDaysAgo: 4, tags: ['Stok'] },
  { title: 'Yıllık eğitim planı onayı', description: 'Departman ihtiyaç analizlerine göre hazırlanan yıllık eğitim planının yönetim onayına sunulması.', assignee: 'egitim', creator: 'admin', priority: 'medium', status: 'in_progress', category: 'Eğitim', estimated: 6, completed: 2, due: 0, createdDaysAgo: 7, tags: ['Planlama'] },
  { title: 'FMEA gözden geçirme toplantısı hazırlığı', description: 'Son 8D bulgularının proses FMEA’ya işlenmesi için çapraz fonksiyonel ekip toplantısı.', assignee: 'admin', creator: 'kalite', priority: 'medium', status: 'todo', category: 'FMEA', estimated: 4, completed: 0, due: 6, createdDaysAgo: 1, tags: ['FMEA'] },
  { title: 'Robot tutucu aparat aşınma kontrolü', description: 'Hat 2 robot tutucu vakum pedlerinde aşınma; parça düşürme vakaları sonrası kontrol ve değişim.', assignee: 'bakim', creator: 'kalip', priority: 'high', status: 'in_progress', category: 'Bakım', estimated: 6, completed: 2, due: -1, createdDaysAgo: 3, tags: ['Robot', 'Arıza'] },
  { title: 'İlk parça onayı (FAI) – yeni kalıp K-311', description: 'Yeni K-311 kalıbından alınan ilk parçaların tam boyutsal ölçümü ve görsel kontrolü.', assignee: 'kalite', creator: 'kalip', priority: 'high', status: 'todo', category: 'PPAP', estimated: 8, completed: 0, due: 1, createdDaysAgo: 1, tags: ['FAI', 'Yeni Kalıp'] },
  { title: 'Poka-yoke sensör doğrulaması', description: 'Montaj istasyonlarındaki eksik klips algılama sensörlerinin vardiya başı doğrulama talimatı.', assignee: 'proses', creator: 'bakim', priority: 'medium', status: 'completed', category: 'Proses', estimated: 4, completed: 5, due: -8, createdDaysAgo: 13, done: -9, tags: ['Poka-yoke'] },
  { title: 'Vardiya devir teslim formunun dijitalleştirilmesi', description: 'Kâğıt devir teslim formunun tablet üzerinden doldurulabilir hale getirilmesi.', assignee: 'admin', creator: 'admin', priority: 'low', status: 'in_progress', category: 'Dijitalleşme', estimated: 10, completed: 3, due: 9, createdDaysAgo: 5, tags: ['Dijital'] },
  { title: 'Kalıp sıcaklık kontrol ünitesi kalibrasyonu', description: 'Termoregülatör sıcaklık sensörlerinin referans termometre ile karşılaştırmalı kalibrasyonu.', assignee: 'bakim', creator: 'kalip', priority: 'medium', status: 'completed', category: 'Kalibrasyon', estimated: 4, completed: 4, due: -4, createdDaysAgo: 9, done: -6, tags: ['Kalibrasyon'] },
];
