/**
 * Long problem reports as plant engineers file them (issue 19): a short title and a 50-150 word
 * description full of part numbers, customers, quantities, mould, press and line numbers, shifts and
 * dates. The descriptions paraphrase the defect instead of repeating the knowledge entries' words
 * where a real engineer would, so the search must rank by what the title names, not by the noise.
 */
import type { EvalCase } from './eval-case';

export const LONG_EVAL_SET: readonly EvalCase[] = [
  {
    text: 'K-204 kapı paneli tutamak yuvasında çapak',
    description:
      'Tofaş Doblo projesi için 7 numaralı 450 tonluk makinede 2 gözlü K-204 kalıbıyla basılan kapı iç paneli. 12.11.2026 B vardiyasında müşteri hattından dönüş geldi: tutamak yuvasının iç kenarında keskin fazlalık var, montajda operatörün eldiveni yırtılmış. 3.400 adetlik sevkiyattan 640 adet ayıklandı, 2 kasa depoda bekliyor. Malzeme PP talk dolgulu, kurutma yapılmıyor. Kalıp en son 9 ay önce bakıma girmiş, kapanma yüzeyinde aşınma olabilir. Müşteri 24 saat içinde geçici önlem istiyor.',
    category: 'quality',
    expected: 'flash_burr',
  },
  {
    text: 'B-118 braket büküm yerinde çatlama',
    description:
      'BMW tedarik zinciri için üretilen B-118 tutucu braketi, 160 tonluk eksantrik preste progresif kalıpla basılıyor. 3 Kasım sabah vardiyasında müşterinin giriş muayenesinde bükülen kulağın dış tarafında kılcal yarılmalar bulundu; ölçüler tolerans içinde. 5.000 adetlik partiden 310 adet ayrıldı. Sac kalınlığı 2,5 mm S355, bobin tedarikçisi ekim ayında değişti. Kalıp 180 bin vuruş yaptı, bakım geçen hafta yapıldı. Ölçü kontrol fikstüründe sorun görülmedi, müşteri sevkiyatı durdurdu.',
    category: 'material',
    expected: 'cracks_in_forming',
  },
  {
    text: 'Konsol kapağında kaburga uçları dolmuyor',
    description:
      'Hyundai Assan i20 orta konsol kapağı (parça no 84612-C8000), hat 2 üzerindeki 9 numaralı 280 tonluk Engel makinesinde tek gözlü kalıpla üretiliyor. 18.10.2026 gece vardiyasında kalıp değişiminden sonraki ilk 200 baskıda parçanın en uzak köşesindeki iki kaburganın ucu yarım kaldı. Toplam 1.150 parça basıldı, 95 parça hurdaya ayrıldı. Malzeme ABS, yeni lot açılmış. Operatör dozajı elle artırarak devam etmiş, proses kartındaki değerlere uyulmadığı görüldü. Müşteriye sevk edilen parti yok.',
    category: 'process',
    expected: 'short_shot',
  },
  {
    text: 'Far çerçevesinde akış sonunda kararma',
    description:
      'Oyak Renault için basılan sağ far çerçevesi (PN 26010-4455R), 11 numaralı makinede 4 gözlü sıcak yolluklu kalıpla üretiliyor. 2 Aralık A vardiyasında son dolan köşede kahverengi-siyah lekeler ve malzemenin kavrulmuş gibi göründüğü bölge tespit edildi. 2.800 adetten 410 adet red. Kalıp 15 gün önce revizyondan geldi, hava tahliye kanalları kontrol edilmedi. Enjeksiyon hızı çevrim süresini düşürmek için yükseltilmiş. Müşteri görsel kontrol hatasından 0 km şikayeti bildirdi.',
    category: 'quality',
    expected: 'burn_marks',
  },
  {
    text: 'Bagaj döşeme klipsinin arkasında göçük',
    description:
      'Toyota Otomotiv C-HR bagaj yan döşemesi (T-5531), 6 numaralı 350 tonluk makinede basılıyor. Müşteri montaj hattında, klips bosslarının karşısındaki görünür yüzeyde ışık altında fark edilen içe doğru çukurlaşma bildirdi. 14.09.2026 ve 15.09.2026 üretimlerinden 1.900 adet kontrol edildi, 230 adet ayrıldı. Kalın kesitli bölgede soğuma uzun sürüyor; tutma basıncı enerji tasarrufu gerekçesiyle düşürülmüş ve soğutma suyu hattında debi kaybı var. Müşteri yüzey sınıfı A olduğu için kabul etmiyor.',
    category: 'quality',
    expected: 'sink_marks',
  },
  {
    text: 'Siyah kapı kolu kapaklarında ton farkı',
    description:
      'Ford Otosan Custom için üretilen kapı kolu kapakları (KC-77), 3 numaralı 120 tonluk makinede 8 gözlü kalıpla basılıyor. Müşteri, araç üzerinde sağ ve sol kapaklar yan yana geldiğinde birinin daha mat ve grimsi göründüğünü bildirdi. Hammadde lotu ve pigment konsantresi tedarikçisi 2 hafta önce değişti, karışım oranı kantarla değil gözle ayarlanıyor. 6.000 adetlik stoktan 1.400 adet ayrıldı. Gece vardiyasında kovan sıcaklıkları set değerin 20 derece üstünde okunmuş.',
    category: 'material',
    expected: 'color_variation',
  },
  {
    text: 'Hoparlör ızgarası delik çevresinde belirgin hat',
    description:
      'Mercedes-Benz Türk otobüs tavan hoparlör ızgarası (MB-4410), 10 numaralı makinede iki girişli kalıpla basılıyor. Müşteri, delik sırasının arkasında iki eriyik cephesinin buluştuğu yerde ince bir çentik gibi görünen hat olduğunu ve darbe testinde parçanın tam bu hattan ayrıldığını raporladı. 21.08.2026 tarihli 900 adetlik parti karantinada. Kalıp sıcaklığı reçetede 60 °C, ölçülen 38 °C. Malzeme PC/ABS, kurutucu çalışıyor.',
    category: 'quality',
    expected: 'weld_lines',
  },
  {
    text: 'Torpido kapağı montajda oturmuyor, düzlemsizlik',
    description:
      'Tofaş Egea torpido kapağı (parça 735612), 14 numaralı 800 tonluk makinede tek gözlü kalıpla üretiliyor. Müşteri hattında kapak kapatıldığında sağ köşe 3 mm havada kalıyor, fikstürde ölçülen yüzey sapması 2,4 mm (tolerans 0,8 mm). Sorun parçalar sıcakken istiflendiğinde artıyor. 1.100 adetlik sevkiyatın tamamı geri çağrıldı. Kalıbın hareketli tarafının soğutma devresinden biri tıkalı bulundu, iki yarı arasında 15 derece fark ölçüldü. Malzeme PP GF30.',
    category: 'equipment',
    expected: 'warpage',
  },
  {
    text: 'PA66 sigorta kutusu kapağında gümüşi izler',
    description:
      'Bosch için üretilen sigorta kutusu kapağı (BSH-2219), 5 numaralı 200 tonluk makinede 4 gözlü kalıpla basılıyor. Pazartesi sabah vardiyasında, hafta sonu açık bekleyen hammadde ile üretime başlandı. Parçaların yüzeyinde akış yönünde uzanan parlak, ok ucu şeklinde iz ve kabarcıklar görüldü. 3.200 adetten 780 adet ayrıldı. Kurutucu hazne sıcaklığı 80 °C yerine 55 °C okunuyor, çiy noktası ölçülmemiş. Hammadde torbası depo koridorunda ağzı açık bırakılmış.',
    category: 'material',
    expected: 'silver_streaks',
  },
  {
    text: 'Tampon boyasında zayıf tutunma, bantla kalkıyor',
    description:
      'Oyak Renault Clio ön tamponu (PN 620221), boyahane hat 1 robotlu kabinde astar + baz + vernik ile boyanıyor. 7 Ekim B vardiyasında müşteri giriş kontrolünde çapraz kesim testinde boya katmanı alt malzemeden pul pul ayrıldı, Gt4 sonucu alındı. 480 adetlik parti reddedildi. Alev işlem hattındaki brülör memelerinden biri tıkalı, yüzey enerjisi 34 dyn/cm ölçüldü (hedef ≥ 42). Kalıp ayırıcı sprey enjeksiyonda kullanılmaya başlanmış.',
    category: 'quality',
    expected: 'paint_adhesion',
  },
  {
    text: 'Ayna kapağı vernikte dalgalı pürüzlü görünüm',
    description:
      'Ford Otosan Transit dış ayna kapağı (FA-3310), boyahane 2 numaralı kabinde robotla boyanıyor. Müşteri ışık tünelinde yüzeyin düz değil, narenciye meyvesinin dış yüzü gibi dalgalı göründüğünü bildirdi; dalga ölçer değerleri uzun dalgada 18 (hedef < 10). 12.03.2026 tarihli 640 adetlik üretimden 210 adet tekrar boyamaya ayrıldı. Vernik viskozitesi soğuk havada yükselmiş, tabanca ile parça arası mesafe 35 cm yerine 45 cm ayarlı bulundu. Kabin sıcaklığı 17 °C.',
    category: 'quality',
    expected: 'orange_peel',
  },
  {
    text: 'Spoyler dik yüzeyinde boya damlaları',
    description:
      'Karsan Jest arka spoyleri (KJ-1207), boyahane hat 2 manuel kabinde boyanıyor. 22 Ocak gece vardiyasında dik duran kenar yüzeyinde aşağı doğru akmış, damla uçlu kalın boya izleri görüldü. 150 adetten 44 adet zımpara ve rötuşa gitti. Yeni operatör tabancayı yavaş ve yakın tutuyor, kat kalınlığı 90 mikron ölçüldü (hedef 40-50). İnceltici oranı vardiya başında fazla verilmiş, flash-off süresi 3 dakikaya düşürülmüş. Müşteri sevkiyatı 2 gün gecikti.',
    category: 'human',
    expected: 'paint_runs',
  },
  {
    text: 'Kapı direği boyasında yuvarlak çukurcuklar',
    description:
      'Hyundai Assan B sütunu kaplaması (HB-6620), boyahanede piyano siyahı ile boyanıyor. Müşteri, yüzeyde ortası çökük, kenarı halka şeklinde kabarık 1-2 mm çaplı küçük çukurlar bildirdi. 9.05.2026 sabah vardiyasında 1.050 adetten 320 adet ayrıldı. Aynı hafta bakım ekibi konveyör zincirini yağlamış ve kabin yakınında silikonlu sprey kullanılmış. Basınçlı hava hattındaki yağ tutucu filtre 6 aydır değiştirilmemiş. Müşteri yüzde 100 kontrol istiyor.',
    category: 'environment',
    expected: 'craters',
  },
  {
    text: 'Boyalı tampon yüzeyinde tanecikler ve lif',
    description:
      'Toyota Otomotiv Corolla arka tamponu (TC-5520), boyahane hat 1. 30 Haziran A vardiyasında vernik kuruduktan sonra yüzeyde elle hissedilen küçük tanecikler ve kumaş lifi gibi gömülü parçacıklar görüldü. 720 adetten 190 adet parlatmaya, 35 adet yeniden boyamaya gitti. Kabin filtreleri plan dışı bekletilmiş, operatörlerin tulumları pamuklu ve temiz oda girişinde hava duşu arızalı. Silme işlemi yapışkan bez yerine kuru bezle yapılmış. Müşteri görsel hata şikayeti açtı.',
    category: 'environment',
    expected: 'dust_inclusions',
  },
  {
    text: 'Yakıt kapağı ile gövde arasında renk uyumsuzluğu',
    description:
      'Tofaş Fiorino yakıt kapağı (FK-880), müşteri gövdesinin rengiyle aynı beyaz tonda boyanıyor. Müşteri montaj sonrası D65 ışıkta kapağın gövdeden daha sarımsı göründüğünü bildirdi, spektrofotometre ile ΔE 1,9 ölçüldü (limit 0,8). 14 Nisan tarihli 2.000 adetlik partide 600 adet ayrıldı. Yeni lot baz boya kullanılmış, lot onay paneli müşteriyle karşılaştırılmamış. Fırın sıcaklığı set değerin 10 derece üstünde ve bekleme süresi uzun. Müşteri sevkiyatı durdurdu.',
    category: 'material',
    expected: 'paint_color_mismatch',
  },
  {
    text: 'Boyalı panjurda nem testinden sonra kabarcıklanma',
    description:
      'BMC Tuğra kamyon ön panjuru (BT-2040), boyahane hat 2 ile boyanıyor. Müşterinin 240 saat nem kabini testinden sonra yüzeyde toplu iğne başı büyüklüğünde yüzlerce şişkinlik oluştu, bazıları patlayınca alt yüzey göründü. 4.12.2026 tarihli 300 adetlik parti bloke edildi. Ön işlem yıkamasındaki son durulama suyunun iletkenliği 120 µS/cm ölçüldü (hedef < 20). Parçalar yıkamadan sonra tam kurumadan astar kabinine alınıyor. Müşteri PPAP yeniden sunumu istedi.',
    category: 'quality',
    expected: 'blistering',
  },
  {
    text: 'Direksiyon simidi derisinde buruşma',
    description:
      'Mercedes-Benz Türk Actros direksiyon simidi kaplaması (MB-DS-19), deri kaplama hattı 3 numaralı istasyonda elle kaplanıyor. 11 Mart B vardiyasında simidin iç kavisinde derinin toplanıp dalga dalga kat yaptığı 85 adet parça ayrıldı (toplam 410 adet). Yeni deri lotu daha kalın ve esnemesi farklı; şablon kesim ölçüleri eski lota göre. Operatörler ısıtma tabancasını kısa tutuyor, gerdirme sırası talimatla uyuşmuyor. Müşteri 8D istedi.',
    category: 'material',
    expected: 'wrinkles',
  },
  {
    text: 'Kapı kolçağı derisi köpükten ayrılıyor',
    description:
      'Ford Otosan Courier kapı kolçağı (FC-4012), deri kaplama hattında su bazlı tutkalla kaplanıyor. Müşteri, araç 2 gün güneşte kaldıktan sonra kolçak kenarında derinin alt köpükten kalktığını ve parmakla bastırınca boşluk hissedildiğini bildirdi. 19.07.2026 tarihli 1.200 adetten 95 adet sahada değişti. Tutkal sürme robotunun memesi tıkalı, sürülen miktar tartıda %40 eksik. Açık bekleme süresi 12 dakikayı aşmış. Aktivasyon fırını 55 °C yerine 40 °C.',
    category: 'process',
    expected: 'glue_delamination',
  },
  {
    text: 'Koltuk başlığı derisinde dikiş sırası kaymış',
    description:
      'Toyota Otomotiv koltuk başlığı kılıfı (TS-7721), dikimhane 2 numaralı hatta çift iğne makinesinde dikiliyor. 25 Şubat gece vardiyasında müşteri, dekoratif çift sıra iplikte adımların eşit olmadığını, bazı yerlerde ilmek atladığını ve iplik koptuğunu bildirdi. 800 kılıftan 140 adet söküldü. Makinenin iğnesi 3 vardiyadır değiştirilmemiş, iplik gerginliği ayarı operatör tarafından değiştirilmiş. Yeni gelen iplik bobinleri farklı tedarikçiden.',
    category: 'equipment',
    expected: 'seam_defects',
  },
  {
    text: 'Vites körüğü derisinde leke ve çizikler',
    description:
      'Hyundai Assan i20 vites körüğü (HV-330), deri kesim hattında CNC kesimle hazırlanıyor. 6 Haziran A vardiyasında müşteri, görünür yüzeyde açık renkli lekeler, ince sıyrıklar ve hayvan derisinden gelen doğal damar izleri bildirdi. 2.400 adetten 310 adet ayrıldı. Deri seçimi yapılmadan tüm post kullanılmış, hatalı bölgeler işaretlenmemiş. Kesim masası keçesinde metal talaş bulundu. Müşteri görünür bölge için A sınıfı deri şart koşuyor.',
    category: 'material',
    expected: 'leather_surface_defects',
  },
  {
    text: 'Gösterge paneli kaplamasında hava kabarcığı',
    description:
      'Oyak Renault gösterge paneli üst kaplaması (PN 681065), vakum kaplama presinde TPO folyo ile kaplanıyor. 3 Eylül B vardiyasında müşteri, panelin ön kavisinde kaplamanın altında küçük kabarık noktalar ve bastırınca geri gelen yumuşak bölgeler bildirdi. 560 adetten 120 adet ayrıldı. Taşıyıcı parçadaki vakum delikleri tıkanmış, yapıştırıcı kuruma süresi kısaltılmış. Nemli havada bekletilen taşıyıcılar kurutulmadan kaplamaya alınmış.',
    category: 'process',
    expected: 'bubbles_under_cover',
  },
  {
    text: 'Kapı döşemesi kenarında kıvırma açılıyor',
    description:
      'Tofaş Egea kapı döşemesi (TD-5012), kenar kıvırma makinesinde deri kenarları taşıyıcının arkasına katlanıp yapıştırılıyor. 17 Kasım gece vardiyasında müşteri, alt kenar boyunca derinin arkadan kalktığını, köşelerde büzülme ve dalgalanma olduğunu bildirdi. 900 adetlik sevkiyattan 160 adet geri döndü. Kıvırma bıçaklarının ısıtıcısından biri arızalı, köşe bölgesinde yapıştırıcı eksik sürülüyor. Payı az kesilmiş deri lotu kullanılmış.',
    category: 'equipment',
    expected: 'edge_folding_defects',
  },
  {
    text: 'Ayak pedalı sacı kesim kenarında keskin çıkıntı',
    description:
      'Anadolu Isuzu için üretilen pedal tutucu sac (AI-8813), 250 tonluk hidrolik preste delme ve kesme kalıbıyla basılıyor. 8 Ekim A vardiyasında müşteri montajcısının eli kesildi; kesilen kenarda 0,3 mm yükseklikte sivri çıkıntı ölçüldü (limit 0,1). 6.500 adetlik partiden yüzde yüz kontrol sonucu 1.800 adet ayrıldı. Zımba ile matris arasındaki boşluk aşınmadan dolayı %18e çıkmış, bileme periyodu 50 bin vuruşa rağmen 120 bin vuruş yapılmış.',
    category: 'equipment',
    expected: 'burr_on_edges',
  },
  {
    text: 'Motor braketi delik merkezleri toleransta değil',
    description:
      'Ford Otosan için motor askı braketi (FB-2290), 400 tonluk transfer preste üretiliyor. Müşteri CMM raporunda iki bağlantı deliğinin merkezler arası mesafesinin 120,6 mm ölçüldüğünü (nominal 120,0 ± 0,2) bildirdi; montajda civata girmiyor. 14 Ocak ve 15 Ocak üretimlerinden 4.200 adet bloke edildi. Kalıp pilot pimleri aşınmış, bant besleme ayarı vardiya değişiminde değiştirilmiş. Kontrol mastarının kalibrasyonu süresi dolmuş.',
    category: 'quality',
    expected: 'dimensional_deviation',
  },
  {
    text: 'Şasi takviyesi MAG dikişinde gaz boşlukları',
    description:
      'BMC için üretilen şasi takviye parçası (BS-1440), robotlu MAG hücresi 4te birleştiriliyor. 2 Temmuz B vardiyasında makro kesitte dikiş içinde çok sayıda küçük delik ve kök bölgesinde yetersiz erime görüldü. 700 adetten 85 adet hurda. Koruyucu gaz tüpü değişiminde regülatör 8 L/dk yerine 4 L/dk ayarlanmış, atölye kapısı açık ve cereyan var. Torç memesinde sıçrantı birikmiş. Sacların yüzeyinde yağ kalmış. Müşteri kaynak prosedürünü görmek istedi.',
    category: 'process',
    expected: 'weld_defects',
  },
  {
    text: 'Egzoz askı braketinde kırmızı pas',
    description:
      'Anadolu Isuzu Novo egzoz askı braketi (AE-6612), lazer kesim ve bükümden sonra galvanizsiz olarak kataforez hattına gidiyor. Müşterinin sahadan dönen 6 aylık araçlarında braket kenarlarında kahverengi-kırmızı yüzey bozulması ve pul pul dökülme bildirildi. 240 saat tuz püskürtme testinde 96. saatte başladı (hedef 480 saat). Parçalar kaplama öncesi 3 hafta açık depoda, nemli ortamda bekletilmiş. Yağ alma banyosu konsantrasyonu düşük.',
    category: 'environment',
    expected: 'corrosion',
  },
  {
    text: 'KTL kaplamalı travers ince film ve kaplanmayan bölge',
    description:
      'Mercedes-Benz Türk için ön travers (MT-5590), kataforez hattında kaplanıyor. 28 Nisan gece vardiyasında müşteri, kutu profilin iç köşelerinde kaplama olmadığını ve dış yüzeyde film kalınlığının 12 mikrona düştüğünü bildirdi (hedef 20-25). 380 adetten 70 adet ayrıldı. Banyo katı madde oranı düşük, anot bağlantılarından biri kopmuş. Askı kancalarında eski kaplama birikmiş ve temas zayıf. Fosfat hattı sıcaklığı düşük.',
    category: 'process',
    expected: 'coating_defects',
  },
  {
    text: 'Kapı menteşe sacı bükümden sonra açı tutmuyor',
    description:
      'Karsan için kapı menteşe sacı (KM-3302), 100 tonluk abkantta 90 derece bükülüyor. 19 Eylül A vardiyasında müşteri mastarında açının 93-94 derece ölçüldüğünü bildirdi (tolerans 90 ± 1). Malzeme DP600 yüksek mukavemetli çeliğe çevrilmiş ama kalıp aynı kalmış. 3.000 adetten 1.100 adet ayrıldı. Takım üzerinde açı telafisi yapılmamış, bekleme süresi kısaltılmış. Parçalar kalıptan çıkınca geri açılıyor. Müşteri montajda boşluk olduğunu söylüyor.',
    category: 'material',
    expected: 'springback',
  },
  {
    text: 'Koltuk minderi kesitinde iç boşluklar',
    description:
      'Toyota Otomotiv ön koltuk minderi (TP-9011), poliüretan köpük hattında 6 istasyonlu karusel kalıplarda üretiliyor. 10 Ekim B vardiyasında kesit alınan parçalarda iç kısımda 10-20 mm büyüklüğünde içi boş ceplar ve yüzeye yakın açıklıklar bulundu. 480 adetten 65 adet hurda. Kalıp kapağındaki hava çıkış delikleri tıkalı, döküm deseni yeni operatör tarafından değiştirilmiş. Kalıp sıcaklığı 45 °C yerine 38 °C ölçüldü. Müşteri konfor testinde sertlik farkı buldu.',
    category: 'process',
    expected: 'pu_voids',
  },
  {
    text: 'Sırt köpüğü ağırlığı ve sertliği spekte değil',
    description:
      'Hyundai Assan koltuk sırt köpüğü (HS-2271), yüksek basınçlı karışım makinesi 2 ile dökülüyor. 3 Mart sabah vardiyasında müşteri giriş kontrolünde parça ağırlığının 720 g yerine 640 g, kg/m³ değerinin spekin altında olduğunu bildirdi. 1.400 adetten 300 adet ayrıldı. Poliol tankı sıcaklığı düşük, atış süresi kalibrasyonu 4 aydır yapılmamış. Ortam sıcaklığı soğuk. Müşteri konfor ve dayanım testlerini tekrarlıyor.',
    category: 'quality',
    expected: 'pu_density_deviation',
  },
  {
    text: 'Kolçak köpüğü kalıptan çıktıktan sonra içe göçüyor',
    description:
      'Ford Otosan kolçak köpüğü (FP-6610), poliüretan karusel hattında dökülüyor. 21 Haziran gece vardiyasında parçalar kalıptan çıktıktan 1-2 saat sonra yan yüzeylerinde içe doğru çekilme ve buruşma gözlendi, ölçüler küçüldü. 900 adetten 210 adet hurdaya ayrıldı. Hücre açma için kullanılan ezme (crushing) istasyonu arızalı ve atlanmış. Katalizör oranı değiştirilmiş, kapalı hücre oranı yüksek. Müşteri sevkiyatı 3 gün ertelendi.',
    category: 'process',
    expected: 'pu_shrinkage_collapse',
  },
  {
    text: 'Direksiyon köpüğü yüzeyinde küçük delikler',
    description:
      'Oyak Renault direksiyon simidi integral köpük kaplaması (PN 484008), 4 numaralı kalıpta dökülüyor. 7 Temmuz A vardiyasında müşteri, görünür yüzeyde toplu iğne ucu büyüklüğünde yüzlerce açık gözenek bildirdi. 650 adetten 140 adet ayrıldı. Kalıp ayırıcı yeni tedarikçiden alınmış, püskürtme sonrası bekleme süresi kısa. Kalıp yüzeyi temizlenmemiş, kalıp sıcaklığı 50 °C yerine 42 °C. İzosiyanat tankında nem alma filtresi doymuş.',
    category: 'quality',
    expected: 'pu_surface_pinholes',
  },
  {
    text: 'Baş dayama köpüğü kalıptan alırken kopuyor',
    description:
      'Tofaş baş dayama köpüğü (TB-1180), poliüretan hattında 8 kalıplı karuselde üretiliyor. 12 Ağustos B vardiyasında operatörler parçayı kalıptan alırken ince kesitli kulak bölgesinin parçalandığını, bazı parçalarda kenarlarda yarılma olduğunu bildirdi. 1.000 adetten 175 adet hurda. Kürlenme süresi çevrimi hızlandırmak için 5 dakikadan 3,5 dakikaya indirilmiş. Kalıp ayırıcı yetersiz sürülüyor, kalıp sıcaklığı düşük. Müşteri sevkiyatında eksik adet oluştu.',
    category: 'process',
    expected: 'pu_demould_tear',
  },
  {
    text: 'Tavan köpüğünde yapışkan ve yumuşak bölgeler',
    description:
      'Mercedes-Benz Türk otobüs tavan panel köpüğü (MB-TP-88), düşük basınçlı döküm makinesiyle üretiliyor. 26 Ocak gece vardiyasında parçaların bir bölümünde 24 saat sonra bile elle yapışan, ezilince geri gelmeyen yumuşak alanlar ve rengi daha koyu bölgeler görüldü. 220 adetten 48 adet ayrıldı. İzosiyanat pompasının debisi kalibrasyon dışında, karıştırıcı kafadaki karıştırma elemanı aşınmış. Hammadde variller soğuk depoda beklemiş. Müşteri kokudan da şikayetçi.',
    category: 'equipment',
    expected: 'pu_mix_ratio',
  },
  {
    text: 'Römork dingil bağlantısı kaynak dikişinde yarılma',
    description:
      'TEMSA için üretilen dingil bağlantı plakası (TD-7710), 20 mm S460 sac ile robotlu hücre 2de birleştiriliyor. 5 Şubat A vardiyasında kaynaktan 24 saat sonra yapılan manyetik parçacık muayenesinde dikiş boyunca ve ısıdan etkilenen bölgede ince hatlar bulundu. 120 adetten 14 adet ayrıldı. Ön ısıtma soğuk havada uygulanmamış, tel ambalajı açık bekletilmiş ve rutubet almış. Dikiş bitişindeki krater doldurulmadan bırakılmış. Müşteri tüm partinin muayenesini istedi.',
    category: 'process',
    expected: 'weld_cracks',
  },
  {
    text: 'PC lamba yuvasında montaj sonrası kılcal yarıklar',
    description:
      'Hella için üretilen şeffaf lamba yuvası (HL-2204), polikarbonat, 13 numaralı makinede basılıyor. Müşteri, yuvalar vida ile sıkıldıktan ve temizlik sıvısıyla silindikten birkaç gün sonra vida bosslarının çevresinde ince ışınsal yarıklar oluştuğunu bildirdi. 16 Mayıs tarihli 2.600 adetlik partiden 240 adette görüldü. Vida tork değeri 2,5 Nm yerine 4 Nm ayarlı, temizlikte alkol bazlı sıvı kullanılıyor. Kalıp sıcaklığı düşük, parçalar tavlanmıyor.',
    category: 'quality',
    expected: 'stress_cracking',
  },
  {
    text: 'Kapı eşiği kaplamasında yüzey pul pul kalkıyor',
    description:
      'Ford Otosan kapı eşik kaplaması (FE-3380), 8 numaralı makinede PP/EPDM ile basılıyor. 2 Ekim gece vardiyasında müşteri, giriş bölgesine yakın yüzeyde ince katmanların kalkıp tırnakla soyulabildiğini bildirdi. 1.600 adetten 260 adet ayrıldı. Hammaddeye geri dönüşüm öğütmesi %30 oranında karıştırılmış ve içinde başka bir polimerden parçalar bulunmuş. Enjeksiyon hızı yüksek, kalıp soğuk. Müşteri görsel ve fonksiyon hatası olarak kayıt açtı.',
    category: 'material',
    expected: 'injection_delamination',
  },
  // Başlık genel, hatayı açıklama anlatıyor (mühendisler de böyle yazıyor)
  {
    text: 'Müşteri şikayeti: Ford Otosan 8D talebi, parça 7F-1120',
    description:
      'Ford Otosan Gölcük fabrikasından 7F-1120 numaralı havalandırma ızgarası için şikayet geldi. Parçalar 4 numaralı 150 tonluk makinede 2 gözlü kalıpla basılıyor. 9 Kasım A vardiyası üretiminde, ızgaranın kanatçıklarının uç kısımları eksik kalmış, bazı kanatçıklar tamamen boş. 2.200 adetlik sevkiyatın 180 adedi müşteride ayrıldı. Hammadde kurutucusu arızalı olduğu için malzeme ısıtılmadan kullanılmış, memede tıkanma bulundu. Müşteri 24 saat içinde D3 istiyor.',
    category: 'process',
    expected: 'short_shot',
  },
  {
    text: 'Hyundai Assan sevkiyat iadesi 04/2026',
    description:
      'Hyundai Assan, ön konsol yan kapaklarından (HK-5501) 340 adedi iade etti. Parçalar 12 numaralı makinede basılıyor ve montajdan önce raflarda soğutuluyor. Müşteri, kapakların uzun kenarının ortadan kavisli olduğunu ve klipslerin yuvaya oturmadığını bildirdi; düz masada köşe 2,5 mm havada kalıyor. Kalıbın bir tarafının suyu kapalı unutulmuş, çevrim süresi kısaltılmış ve parçalar sıcakken üst üste dizilmiş. Malzeme cam elyaf takviyeli PA6.',
    category: 'equipment',
    expected: 'warpage',
  },
  {
    text: 'Kalite alarmı: BMC kabin panelleri',
    description:
      'BMC kabin yan panelleri (BK-9020) boyahane hat 1 de boyanıyor. 15 Ocak gece vardiyasında kalite kontrol, panellerin alt kenarında boyanın perde gibi aşağı indiğini ve kalın damla izleri oluştuğunu kaydetti. 260 adetten 58 adet rötuşa ayrıldı. Yeni başlayan operatör ikinci katı beklemeden atmış, kat kalınlığı 85 mikron ölçüldü. Kabin sıcaklığı düşük, inceltici oranı fazla. Müşteri sevkiyatı bir gün gecikti.',
    category: 'human',
    expected: 'paint_runs',
  },
  // Uzun ama bilgi bankasında karşılığı olmayan metinler (genel rapor beklenir)
  {
    text: 'Sevkiyatta yanlış etiket: Tofaş kasaları',
    description:
      'Tofaş Bursa fabrikasına 18.11.2026 tarihinde gönderilen 12 kasalık sevkiyatta kasa etiketlerindeki parça numarası ile içerideki parçalar uyuşmadı. Sağ ve sol ayna kapakları (TA-441 / TA-442) aynı rafta bekletilmiş, etiket yazıcısı vardiya değişiminde yeni iş emrine geçirilmemiş. Müşteri hattı 40 dakika durdu. Toplam 1.440 adet parça ayıklandı. Lojistik sorumlusu ve depo ekibi ile toplantı yapıldı, barkod okutma adımı atlanmış.',
    category: 'process',
    expected: null,
  },
  {
    text: 'Müşteri portalında PPAP dokümanları eksik',
    description:
      'Oyak Renault tedarikçi portalında 3 yeni proje parçasının PPAP seviye 3 dosyası eksik göründü. Ölçüm raporları, malzeme sertifikaları ve proses akış diyagramı yüklenmiş ama kontrol planı revizyonu eski. Müşteri kalite mühendisi 5 iş günü süre verdi. Proje ekibinde iki kişi izinli, doküman onay döngüsü ERP sisteminde takılı kaldı. Kalite müdürü dokümanların haftaya kadar tamamlanmasını istedi, toplantı Cuma günü yapılacak.',
    category: 'process',
    expected: null,
  },
  {
    text: 'Hat 3 forklift yolunda kaza riski',
    description:
      'Hat 3 ile sevkiyat alanı arasındaki forklift yolunda yaya geçidi çizgileri silinmiş, dönüş noktasında ayna kırık. 21 Ekim gece vardiyasında bir forklift palet taşırken yaya ile burun buruna geldi, yaralanma olmadı. İSG sorumlusu ramak kala bildirimi açtı. Zemin boyası ve uyarı levhaları için satın alma talebi girildi. Vardiya amirleri, sürücülere yeniden eğitim verilmesini ve hız sınırının 6 km/saate düşürülmesini istedi.',
    category: 'environment',
    expected: null,
  },
  {
    text: 'Enjeksiyon holü enerji tüketimi yüksek',
    description:
      'Enjeksiyon holündeki 18 makinenin aylık elektrik tüketimi Ekim ayında geçen yıla göre %14 arttı. Enerji yöneticisi, boşta bekleyen makinelerin ısıtıcılarının kapatılmadığını, kompresör hattında kaçak olduğunu ve chiller setinin 7 °C yerine 5 °C çalıştığını raporladı. Üretim adedi aynı kaldı. Bakım ekibi hafta sonu kaçak taraması yapacak, vardiya sonu kapatma listesi hazırlanacak. Yönetim aylık tasarruf hedefini %8 olarak belirledi.',
    category: 'equipment',
    expected: null,
  },
  {
    text: 'Yeni operatörlerin oryantasyon eğitimi gecikti',
    description:
      'Kasım ayında işe başlayan 14 yeni operatörün iş güvenliği ve kalite oryantasyon eğitimi planlanan tarihte yapılamadı. Eğitmen raporlu, eğitim salonu müşteri denetimi için ayrılmış. Operatörler hat 1 ve hat 4te gözetmen eşliğinde çalışıyor. İnsan kaynakları eğitim kayıtlarının denetimde eksik görünmesinden endişeli. Eğitim takvimi revize edilecek, yetkinlik matrisi güncellenecek ve vardiya amirlerine imzalatılacak.',
    category: 'human',
    expected: null,
  },
];
