import type { KnowledgeEntry } from '../knowledge-entry';

/**
 * Defects plants report often that had no entry of their own and landed on a neighbour: weld cracks
 * (on 'Şekillendirmede Çatlak'), stress cracks in moulded parts and delamination of moulded skins.
 */
export const frequentCrackEntries: readonly KnowledgeEntry[] = [
  {
    id: 'weld_cracks',
    name: 'Kaynak Çatlağı (Sıcak / Soğuk Çatlak)',
    domain: 'metal',
    category: 'Metal Braket',
    rootCauses: [
      {
        text: 'Kaynak akımı ve ilerleme hızı yüksek; dar ve derin kaynak banyosu (genişlik/derinlik oranı < 1) katılaşma çatlağına yol açıyor',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Kaynak sonunda krater doldurma (crater fill) fonksiyonu kapalı; ark aniden kesildiği için krater çatlağı oluşuyor',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Robot torç açısı ve tel serbest uzunluğu (stick-out) programdan sapmış; kök bölgesinde yetersiz erime ve çentik etkisi çatlak başlatıyor',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Kalın veya yüksek karbon eşdeğerli (CEV > 0,45) sacda ön ısıtma yapılmıyor; ısı tesiri altındaki bölgede (HAZ) sert martenzit ve soğuk çatlak oluşuyor',
        theme: 'process_setting',
        sixM: 'method',
      },
      {
        text: 'Pasolar arası sıcaklık kontrol edilmiyor; hızlı soğuma HAZ sertliğini 350 HV üzerine çıkarıyor',
        theme: 'process_setting',
        sixM: 'method',
      },
      {
        text: 'Kaynak sırası parçayı tek taraftan ısıtıyor; artık gerilmeler dikişin ortasında enine çatlak açıyor',
        theme: 'design',
        sixM: 'method',
      },
      {
        text: 'Kaynak dikişi yüksek gerilmeli köşede veya büküm yarıçapının üzerinde bitiyor; çentik etkisi çatlak başlangıcı oluşturuyor',
        theme: 'design',
        sixM: 'method',
      },
      {
        text: 'Kaynak ağzı aralığı fazla veya düzensiz; operatör boşluğu tek pasoda doldurmaya çalışıyor ve ince kök çatlıyor',
        theme: 'fixture',
        sixM: 'machine',
      },
      {
        text: 'Fikstür parçayı soğuma sırasında aşırı rijit tutuyor; büzülme engellendiği için çekme gerilmesi dikişte çatlak açıyor',
        theme: 'fixture',
        sixM: 'machine',
      },
      {
        text: 'Kaynak teli veya elektrot nem almış (açık makarada bekleyen tel, kurutulmamış bazik elektrot); difüzyon hidrojeni soğuk çatlağa yol açıyor',
        theme: 'moisture_control',
        sixM: 'material',
      },
      {
        text: 'Sac kükürt ve fosfor içeriği yüksek veya kaplamalı (çinko) sac kaynak edilmiş; düşük ergime noktalı bileşikler sıcak çatlağa neden oluyor',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Tel kalitesi ana malzemeye uymuyor (ör. yüksek mukavemetli çelikte G3Si1 yerine daha düşük tokluklu tel); dikiş sünekliği yetersiz',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Kaynak bölgesinde yağ, pas, boya veya nem kalmış; hidrojen kaynağı oluşturuyor',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Koruyucu gaz karışımı yanlış veya gazda nem var (hortum çatlağı, yoğuşma); dikişte hidrojen ve oksit artıyor',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Operatör kaynak parametrelerini WPS dışında değiştiriyor, krater doldurmadan arkı kesiyor',
        theme: 'operator',
        sixM: 'man',
      },
      {
        text: 'Yeni operatörler kaynak sertifikasyonu (EN ISO 9606-1) olmadan hatta çalıştırılıyor',
        theme: 'operator',
        sixM: 'man',
      },
      {
        text: 'Kontak memesi ve tel besleme makaraları aşınmış; ark kararsız, dikiş boyunca nüfuziyet ve ısı girdisi dalgalanıyor',
        theme: 'maintenance',
        sixM: 'machine',
      },
      {
        text: 'Kaynak atölyesi soğuk ve cereyanlı; parçalar hızlı soğuyor, kış aylarında çatlak oranı artıyor',
        theme: 'environment',
        sixM: 'environment',
      },
      {
        text: 'Çatlak kontrolü yalnızca gözle yapılıyor; kılcal çatlaklar penetrant (PT) veya manyetik parçacık (MT) muayenesi olmadan kaçıyor',
        theme: 'operator',
        sixM: 'measurement',
      },
      {
        text: 'Makro kesit ve sertlik taraması yalnızca yeni parça onayında yapılıyor; seri üretimde ısı girdisi değişimi fark edilmiyor',
        theme: 'process_setting',
        sixM: 'measurement',
      },
    ],
    solutions: [
      "Karbon eşdeğerine göre ön ısıtma (tipik 100–150 °C) ve pasolar arası sıcaklık sınırını WPS'ye yazın ve termokupl veya termal kalemle ölçün",
      'Kaynak sonunda krater doldurma fonksiyonunu açın; robot programında son noktada kısa bekleme tanımlayın',
      'Akım ve ilerleme hızını dikiş genişlik/derinlik oranı 1–1,4 olacak şekilde yeniden ayarlayın',
      "Kaynak telini kapalı ve kuru ortamda saklayın; bazik elektrotları 350 °C'de kurutup ısıtmalı kutuda tutun",
      'Kaynak sırasını simetrik olacak şekilde değiştirin ve fikstür sıkma noktalarını büzülmeye izin verecek şekilde yeniden tasarlayın',
      'Şüpheli lotlarda %100 penetrant (PT) veya manyetik parçacık (MT) muayenesi yapın; çatlaklı dikişleri taşlayıp yeniden kaynatın',
      'Kaynak bölgesini kaynak öncesi yağ, pas ve kaplamadan temizleyin',
    ],
    preventiveMeasures: [
      'Her malzeme–kalınlık kombinasyonu için onaylı WPS/WPQR tutun ve parametre sınırlarını robot kontrolörüne kilitleyin',
      'Vardiya başında ilk parça ile makro kesit ve HAZ sertlik kontrolünü kontrol planına ekleyin',
      'Kaynak teli ve gaz için giriş kontrolü (sertifika, nem) ve FIFO depolama uygulayın',
      "Kaynak PFMEA'sına sıcak ve soğuk çatlak kök nedenlerini ekleyin; yıllık operatör yeterlilik takibi yapın",
    ],
    technicalDetails:
      'Kaynak çatlakları iki ana gruptadır: sıcak (katılaşma, krater) çatlaklar kaynak sırasında 1000 °C üzerinde, dar ve derin banyoda ve S/P içeriği yüksek malzemede oluşur; soğuk (hidrojen) çatlaklar kaynaktan saatler sonra, ısı tesiri altındaki bölgede (HAZ) sert yapı + difüzyon hidrojeni + çekme gerilmesi birlikteyken görülür. Karbon eşdeğeri CEV = C + Mn/6 + (Cr+Mo+V)/5 + (Ni+Cu)/15; 0,45 üzerinde ön ısıtma gerekir (EN 1011-2). Kabul sınırları EN ISO 5817 (çatlağa hiçbir kalite seviyesinde izin verilmez). Muayene: EN ISO 17637 gözle, EN ISO 3452 penetrant, EN ISO 17638 manyetik parçacık, makro kesit ve HV10 sertlik taraması (HAZ ≤ 350 HV).',
    keywords: {
      tr: [
        'kaynak çatlağı',
        'kaynakta çatlak',
        'kaynak dikişinde çatlak',
        'dikiş çatlağı',
        'kaynak dikişi çatladı',
        'sıcak çatlak',
        'soğuk çatlak',
        'krater çatlağı',
        'kök çatlağı',
        'HAZ çatlağı',
        'ısı tesiri altındaki bölge',
        'hidrojen çatlağı',
        'enine çatlak',
        'boyuna çatlak',
      ],
      en: ['weld crack', 'weld cracking', 'hot crack', 'cold crack', 'crater crack'],
    },
    synonyms: [
      'kaynak çatlaması',
      'dikiş çatlaması',
      'katılaşma çatlağı',
      'hidrojen kaynaklı çatlak',
      'weld crack',
      'hot cracking',
      'cold cracking',
      'hydrogen induced cracking',
      'solidification cracking',
    ],
  },
  {
    id: 'stress_cracking',
    name: 'Gerilme Çatlağı (Kimyasal Gerilme Çatlaması)',
    domain: 'plastic_injection',
    category: 'Plastik Enjeksiyon',
    rootCauses: [
      {
        text: 'Tutma basıncı ve süresi yüksek; yolluk girişi çevresinde aşırı paketleme kalıcı iç gerilme bırakıyor',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Kalıp sıcaklığı amorf malzeme için düşük (PC için 80–100 °C yerine 40 °C); donmuş yönlenme gerilmesi yüksek',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Eriyik sıcaklığı düşük ve enjeksiyon hızı yüksek; yüzey katmanında moleküler yönlenme ve kayma gerilmesi artıyor',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Vida yuvası (boss) iç çapı vida için dar veya vida tipi termoplastiğe uygun değil; montajda halka gerilmesi çatlak açıyor',
        theme: 'design',
        sixM: 'method',
      },
      {
        text: 'Keskin iç köşeler (R < 0,5 mm) ve ani et kalınlığı geçişleri gerilme yığılması oluşturuyor',
        theme: 'design',
        sixM: 'method',
      },
      {
        text: 'Klips ve geçme bağlantılarında montaj gerinimi malzemenin izin verdiği sınırın (PC için ~%2) üzerinde',
        theme: 'design',
        sixM: 'method',
      },
      {
        text: 'Parça gerilmeli haldeyken kimyasala temas ediyor (temizlik maddesi, kalıp ayırıcı, yağ, yapıştırıcı aktivatörü, plastifiyanlı PVC kablo)',
        theme: 'environment',
        sixM: 'environment',
      },
      {
        text: 'Boya veya vernik solventi gerilmeli bölgelere nüfuz ediyor; boyama sonrası kılcal çatlaklar beliriyor',
        theme: 'process_setting',
        sixM: 'method',
      },
      {
        text: 'PC, ABS veya PMMA yeterince kurutulmamış; hidroliz nedeniyle molekül ağırlığı düşmüş ve malzeme kırılgan',
        theme: 'moisture_control',
        sixM: 'material',
      },
      {
        text: "Öğütülmüş malzeme (regrind) oranı %20'nin üzerinde veya tekrar tekrar işlenmiş malzeme kullanılıyor",
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Hammadde lotu düşük molekül ağırlıklı (yüksek MFI) geliyor; kimyasal gerilme çatlama direnci düşük',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Yanlış kalıp ayırıcı (silikon veya solvent bazlı) sprey kullanılıyor ve parça yüzeyinde kalıyor',
        theme: 'operator',
        sixM: 'man',
      },
      {
        text: 'Operatör parçayı kalıptan sıcakken zorlayarak çıkarıyor veya soğutma fikstürü olmadan üst üste istifliyor',
        theme: 'operator',
        sixM: 'man',
      },
      {
        text: 'İtici pimler dengesiz veya aşınmış; parçayı kalıptan çıkarırken lokal gerilme bırakıyor',
        theme: 'mould_wear',
        sixM: 'machine',
      },
      {
        text: 'Kalıp soğutma kanalları kireçlenmiş; parçanın bir tarafı daha hızlı soğuyor ve asimetrik gerilme oluşuyor',
        theme: 'maintenance',
        sixM: 'machine',
      },
      {
        text: 'Montaj vidası tork ayarı yüksek veya tork kontrolsüz pnömatik tabanca kullanılıyor',
        theme: 'fixture',
        sixM: 'machine',
      },
      {
        text: 'Sevkiyat ve depolamada yüksek sıcaklık ile sıcak–soğuk döngüleri gerilmeli bölgelerde çatlağı büyütüyor',
        theme: 'environment',
        sixM: 'environment',
      },
      {
        text: 'İç gerilme hiç ölçülmüyor; polarize ışık veya solvent daldırma testi kontrol planında yok',
        theme: 'process_setting',
        sixM: 'measurement',
      },
    ],
    solutions: [
      'Şüpheli parçalarda solvent daldırma (ör. PC için toluen/n-propanol, ABS için asetik asit) ve şeffaf malzemede polarize ışık testi ile iç gerilmeyi ölçün',
      'Kalıp sıcaklığını malzeme üreticisinin önerdiği pencereye çıkarın, tutma basıncını ve süresini kapı donma süresine göre azaltın',
      'Parçayla temas eden tüm kimyasalları (temizlik, ayırıcı, yağ, aktivatör) listeleyip malzeme uyumluluğunu test edin; uyumsuz olanları değiştirin',
      'Vida yuvası ölçüsünü ve vida tipini (termoplastik vidası) gözden geçirin; montaj torkunu sınırlayın ve kayıt altına alın',
      'Keskin iç köşelere en az 0,5 mm yarıçap verin ve et kalınlığı geçişlerini yumuşatın',
      'Malzemeyi üretici değerine göre kurutun ve regrind oranını %15 ile sınırlayın',
      "Gerekirse tavlama (PC için 120 °C'de 1–2 saat) ile iç gerilmeyi giderin",
    ],
    preventiveMeasures: [
      'Kontrol planına iç gerilme testini (solvent daldırma veya polarize ışık) lot başına ekleyin',
      'Yeni kimyasallar ve montaj yardımcıları için kimyasal uyumluluk onayını zorunlu yapın',
      'Tasarım kontrol listesine köşe yarıçapı, boss ölçüsü ve geçme gerinimi sınırlarını ekleyin',
      'Kurutucu çiy noktası ve malzeme nemini vardiya başında kaydedin',
    ],
    technicalDetails:
      'Kimyasal gerilme çatlaması (ESC) amorf termoplastiklerde (PC, ABS, PC/ABS, PMMA, PS) iç veya dış çekme gerilmesi ile bir kimyasalın birlikte etkisiyle oluşur; önce beyazımsı kılcal yarıklar (crazing), sonra gevrek çatlak görülür. Plastik arızalarının yaklaşık dörtte biri ESC kaynaklıdır. İç gerilme ölçümü: ISO 22088 (ESC testleri), solvent daldırma (PC: toluen/n-propanol 1:3, ABS: buzlu asetik asit), şeffaf parçada polarize ışıkla fotoelastik inceleme. Tipik izin verilen sürekli gerinim: PC ~%0,5–0,7, ABS ~%0,7–1,0; geçme bağlantılarda anlık gerinim PC için %2–4.',
    keywords: {
      tr: [
        'gerilme çatlağı',
        'gerilme çatlaması',
        'stres çatlağı',
        'plastikte çatlak',
        'plastik çatlıyor',
        'kılcal çatlak',
        'vida yuvasında çatlak',
        'boss çatlağı',
        'kimyasal çatlama',
        'beyazlaşma',
        'iç gerilme',
        'crazing',
      ],
      en: ['stress crack', 'stress cracking', 'environmental stress cracking', 'crazing'],
    },
    synonyms: [
      'kimyasal gerilme çatlaması',
      'ortam gerilme çatlaması',
      'gerilim çatlağı',
      'ESC',
      'environmental stress cracking',
      'stress crazing',
    ],
  },
  {
    id: 'injection_delamination',
    name: 'Tabakalaşma / Yüzey Soyulması (Delaminasyon)',
    domain: 'plastic_injection',
    category: 'Plastik Enjeksiyon',
    rootCauses: [
      {
        text: 'Hammaddeye uyumsuz başka bir polimer karışmış (ör. PP içinde PE, PA veya ABS kırığı); fazlar birbirine bağlanmıyor',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Farklı malzemenin kalıntısı huni, kurutucu veya besleme hattında kalmış; malzeme değişiminde temizlik yapılmamış',
        theme: 'operator',
        sixM: 'man',
      },
      {
        text: 'Masterbatch veya katkının taşıyıcı polimeri ana malzemeyle uyumsuz (ör. PP parçada PE bazlı olmayan taşıyıcı)',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Regrind içinde farklı malzemeden veya boyalı parçalardan kırık var',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Malzemede nem yüksek; buhar katmanlar arasında ayrılma ve kabarma oluşturuyor',
        theme: 'moisture_control',
        sixM: 'material',
      },
      {
        text: 'Eriyik sıcaklığı düşük; yüzey katmanı çekirdekle kaynaşmadan donuyor',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Enjeksiyon hızı çok yüksek; kapı bölgesinde aşırı kayma gerilmesi yüzey katmanını ayırıyor',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Kalıp sıcaklığı düşük; soğuk kalıp yüzeyinde ince kabuk oluşuyor ve alttaki akışla bağ kurmuyor',
        theme: 'machine_parameter',
        sixM: 'machine',
      },
      {
        text: 'Kapı çok küçük veya keskin kenarlı; akış kapıda yüksek kaymaya uğruyor',
        theme: 'design',
        sixM: 'method',
      },
      {
        text: 'Kalıp ayırıcı sprey fazla kullanılıyor; yüzeyde katman ayrılmasına neden oluyor',
        theme: 'operator',
        sixM: 'man',
      },
      {
        text: 'Vida ve kovan aşınmış; karışım homojen değil, yerel olarak ergimemiş malzeme kalıyor',
        theme: 'maintenance',
        sixM: 'machine',
      },
      {
        text: 'Sıcak yolluk bölgelerinden biri düşük sıcaklıkta; o nozuldan gelen akış soğuk ve katmanlı',
        theme: 'maintenance',
        sixM: 'machine',
      },
      {
        text: 'Kovanda bekleme süresi uzun; malzeme bozunup katmanlar arası bağı zayıflatıyor',
        theme: 'process_setting',
        sixM: 'method',
      },
      {
        text: 'Malzeme değişim ve temizlik talimatı (purging) tanımlı değil veya uygulanmıyor',
        theme: 'process_setting',
        sixM: 'method',
      },
      {
        text: 'Tedarikçi lot değişiminde malzeme formülasyonunu bildirmeden değiştirmiş',
        theme: 'material',
        sixM: 'material',
      },
      {
        text: 'Ortam nemi yüksek ve malzeme açık kaplarda bekletiliyor',
        theme: 'environment',
        sixM: 'environment',
      },
      {
        text: 'Giriş kontrolünde malzeme kimliği (DSC, MFI) doğrulanmıyor; yabancı polimer fark edilmiyor',
        theme: 'process_setting',
        sixM: 'measurement',
      },
      {
        text: 'Yüzey kalkması yalnızca gözle kontrol ediliyor; bant çekme veya kesit incelemesi yapılmıyor',
        theme: 'operator',
        sixM: 'measurement',
      },
    ],
    solutions: [
      'Şüpheli lot ve huni içeriğinden numune alıp DSC ile erime tepelerini kontrol edin; ikinci bir polimer varsa lotu bloke edin',
      'Huni, kurutucu ve besleme hattını boşaltıp temizleyin; vida ve kovanı temizleme malzemesiyle (purging) temizleyin',
      'Masterbatch ve katkıların taşıyıcı polimerinin ana malzemeyle uyumunu tedarikçiden teyit edin',
      'Regrind kullanımını durdurun veya yalnızca aynı malzemeden, ayrı tutulmuş kırığa izin verin',
      'Eriyik ve kalıp sıcaklığını malzeme penceresinin orta değerine çıkarın, enjeksiyon hızını kapı bölgesinde kademeli düşürün',
      'Malzemeyi üretici koşullarında kurutun ve nemini ölçün',
    ],
    preventiveMeasures: [
      'Malzeme değişiminde temizlik (purging) ve huni boşaltma adımlarını kontrol listesine bağlayın',
      'Giriş kontrolüne lot başına MFI ve periyodik DSC kimlik kontrolü ekleyin',
      'Regrind ve masterbatch kaplarını malzeme türüne göre renk kodlu etiketleyin',
      'İlk parça onayına bant çekme testiyle yüzey katmanı kontrolü ekleyin',
    ],
    technicalDetails:
      'Enjeksiyon parçalarında tabakalaşma, yüzeyin ince pul veya yaprak halinde ayrılması ya da kesitte katmanların görülmesidir. En sık neden, birbirine karışmayan iki polimerin (ör. PP + PE, PP + ABS) aynı eriyikte bulunmasıdır; yüksek kayma hızında fazlar akış yönünde uzayıp yüzeyde ayrı katman oluşturur. Doğrulama: DSC ile erime tepeleri (PP ~165 °C, HDPE ~130 °C, PA6 ~220 °C), FTIR ile yüzey katmanı kimliği, kesit mikroskobu, ASTM D3359 benzeri bant çekme testi. Kapıdaki kayma hızı malzeme üreticisinin verdiği sınırı (PP için tipik 40 000–100 000 1/s) aşmamalıdır.',
    keywords: {
      tr: [
        'tabakalaşma',
        'katmanlaşma',
        'katman katman',
        'yaprak yaprak',
        'yüzey soyulması',
        'yüzey pul pul',
        'kabuk ayrılması',
        'yüzey kalkması',
        'delaminasyon',
        'enjeksiyon parçasında soyulma',
        'pul pul ayrılıyor',
      ],
      en: ['delamination', 'lamination', 'skin peeling', 'layering', 'flaking'],
    },
    synonyms: [
      'tabakalanma',
      'katman ayrılması',
      'yüzey pullanması',
      'skin delamination',
      'surface flaking',
      'peeling layers',
    ],
  },
];
