import type { TCreateAnalysisRequest } from '../../domain/analyses/contract';

/** A sample problem for demo mode: what a user would have typed, when, by whom, and how it was rated. */
export interface DemoProblem {
  problem: Omit<TCreateAnalysisRequest, 'discoveryDate'>;
  username: string;
  daysAgo: number;
  rating: number;
  status: 'completed' | 'in_progress';
}

/** Twelve realistic problems over the five production domains, spread over the last 60 days. */
export const DEMO_PROBLEMS: readonly DemoProblem[] = [
  {
    problem: {
      title: 'Kapı paneli klips yuvasında çapak',
      description:
        'Hat 3 enjeksiyon makinesinde PP kapı iç panelinin klips yuvalarında ayırma çizgisi boyunca 0,3 mm çapak oluşuyor. Kalıp bakımından sonra başladı.',
      customerImpact: 'Montaj hattında klips oturmuyor, müşteri hattında durma riski',
      category: 'quality',
      severity: 'high',
      department: 'production',
      processType: 'plastic_injection',
    },
    username: 'kalip',
    daysAgo: 2,
    rating: 0,
    status: 'in_progress',
  },
  {
    problem: {
      title: 'Torpido kapağında eksik baskı',
      description:
        'ABS torpido kapağının uç kaburgaları tam dolmuyor; sabah vardiyasında soğuk kalıpla başlangıçta artıyor.',
      customerImpact: 'Görsel ret, %4 hurda',
      category: 'process',
      severity: 'medium',
      department: 'production',
      processType: 'auto',
    },
    username: 'proses',
    daysAgo: 5,
    rating: 4,
    status: 'completed',
  },
  {
    problem: {
      title: 'Tampon boyasında akma ve sarkma',
      description:
        'Boyalı tamponun dikey yüzeylerinde vernik akması görülüyor, robot tabancası hızı değiştirildikten sonra başladı.',
      customerImpact: 'Müşteri görsel kontrolünde ret',
      category: 'quality',
      severity: 'high',
      department: 'quality',
      processType: 'painted_plastic',
    },
    username: 'kalite',
    daysAgo: 8,
    rating: 5,
    status: 'completed',
  },
  {
    problem: {
      title: 'Ayna kapağında boya yapışma hatası',
      description:
        'Bant testi (çapraz kesim) sonrası ayna kapağında astar ile boya arasında kalkma var; alevle aktivasyon hattı yeni ayarlandı.',
      customerImpact: 'Sahada boya dökülmesi riski',
      category: 'material',
      severity: 'critical',
      department: 'quality',
      processType: 'auto',
    },
    username: 'kalite',
    daysAgo: 12,
    rating: 4,
    status: 'completed',
  },
  {
    problem: {
      title: 'Vites körüğü deri kaplamasında kırışıklık',
      description:
        'Deri kaplı vites körüğünde köşe dönüşlerinde kırışıklık ve dalgalanma oluşuyor, özellikle nemli günlerde artıyor.',
      customerImpact: 'İç mekân görünüm şikayeti',
      category: 'quality',
      severity: 'medium',
      department: 'production',
      processType: 'leather_covering',
    },
    username: 'egitim',
    daysAgo: 16,
    rating: 3,
    status: 'completed',
  },
  {
    problem: {
      title: 'Kapı kolçağında yapıştırma ayrılması',
      description:
        'Deri kaplı kolçak kenarlarında kaplama alt parçadan ayrılıyor; yapıştırıcı açık kalma süresi aşılıyor olabilir.',
      customerImpact: 'Garanti iadesi',
      category: 'process',
      severity: 'high',
      department: 'engineering',
      processType: 'auto',
    },
    username: 'proses',
    daysAgo: 21,
    rating: 5,
    status: 'completed',
  },
  {
    problem: {
      title: 'Koltuk süngerinde hava boşluğu',
      description:
        'Poliüretan koltuk minderi kesitinde büyük hava boşlukları var; kalıp havalandırma delikleri tıkanmış olabilir.',
      customerImpact: 'Oturma konforu düşük, müşteri ret',
      category: 'equipment',
      severity: 'high',
      department: 'maintenance',
      processType: 'polyurethane',
    },
    username: 'bakim',
    daysAgo: 27,
    rating: 4,
    status: 'completed',
  },
  {
    problem: {
      title: 'Başlık köpüğünde yoğunluk sapması',
      description:
        'Poliüretan köpük parçaların yoğunluğu ve ağırlığı spesifikasyonun altında; serbest köpük yoğunluğu ölçümü sapıyor.',
      customerImpact: '',
      category: 'material',
      severity: 'medium',
      department: 'quality',
      processType: 'auto',
    },
    username: 'kalite',
    daysAgo: 33,
    rating: 0,
    status: 'completed',
  },
  {
    problem: {
      title: 'Braket kesim kenarında çapak',
      description:
        'Sac metal montaj braketinin kesim kenarlarında keskin çapak kalıyor, kesici takım boşluğu aşınmış.',
      customerImpact: 'Montajda operatör yaralanma riski',
      category: 'equipment',
      severity: 'critical',
      department: 'maintenance',
      processType: 'metal',
    },
    username: 'bakim',
    daysAgo: 38,
    rating: 5,
    status: 'completed',
  },
  {
    problem: {
      title: 'Kaynaklı braket somununda gözenek',
      description:
        'Robot kaynak hücresinde kaynaklı braketlerde gözenek ve nüfuziyetsizlik görülüyor; koruyucu gaz debisi dalgalanıyor.',
      customerImpact: 'Çekme testinde kopma',
      category: 'process',
      severity: 'critical',
      department: 'engineering',
      processType: 'auto',
    },
    username: 'proses',
    daysAgo: 45,
    rating: 0,
    status: 'in_progress',
  },
  {
    problem: {
      title: 'Konsol parçasında çekinti izi',
      description:
        'Kalın kesitli orta konsol parçasında kaburga arkasında çökme izleri (çekinti) oluşuyor, ütüleme basıncı düşük.',
      customerImpact: 'Görünür yüzeyde kusur',
      category: 'quality',
      severity: 'medium',
      department: 'production',
      processType: 'plastic_injection',
    },
    username: 'kalip',
    daysAgo: 52,
    rating: 3,
    status: 'completed',
  },
  {
    problem: {
      title: 'Yeni operatörde dikiş atlaması',
      description:
        'Gece vardiyasındaki yeni operatörün diktiği koltuk kılıflarında atlama dikiş ve düzensiz dikiş adımı görülüyor; makine ayarı eğitimi verilmemiş.',
      customerImpact: 'Müşteri hattında kılıf değişimi',
      category: 'human',
      severity: 'low',
      department: 'production',
      processType: 'auto',
    },
    username: 'admin',
    daysAgo: 58,
    rating: 4,
    status: 'completed',
  },
];
