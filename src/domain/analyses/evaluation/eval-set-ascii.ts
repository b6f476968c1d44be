/**
 * Problem texts typed on a US keyboard (issue 19): Turkish without its letters ('capak', 'cizik',
 * 'catlak'), shop-floor shorthand, some with a description. Paraphrased the way a technician writes,
 * not copied from the knowledge entries.
 */
import type { EvalCase } from './eval-case';

export const ASCII_EVAL_SET: readonly EvalCase[] = [
  {
    text: 'K-310 kapak kenarinda capak, musteri elini kesmis',
    category: 'quality',
    expected: 'flash_burr',
  },
  { text: 'torpido parcasinda ucta dolmayan bolge var', category: 'process', expected: 'short_shot' },
  { text: 'vida kulesi arkasinda yuzey icine cekmis', category: 'quality', expected: 'sink_marks' },
  {
    text: 'PA6 kapakta gumusi parlak cizgiler, kurutucu calismiyor',
    category: 'material',
    expected: 'silver_streaks',
  },
  { text: 'panel masada yamuk duruyor kose havada', category: 'quality', expected: 'warpage' },
  {
    text: 'son dolan yerde kararti ve kavrulmus koku',
    category: 'quality',
    expected: 'burn_marks',
  },
  {
    text: 'boyali tamponda bant testinde boya kalkiyor',
    category: 'quality',
    expected: 'paint_adhesion',
  },
  {
    text: 'vernikte damla damla akinti var dik yuzeyde',
    category: 'human',
    expected: 'paint_runs',
  },
  {
    text: 'boya yuzeyinde kucuk yuvarlak cukurcuklar, silikon supheli',
    category: 'environment',
    expected: 'craters',
  },
  {
    text: 'ayna kapagi ile govde arasinda renk tutmuyor deltaE yuksek',
    category: 'material',
    expected: 'paint_color_mismatch',
  },
  {
    text: 'direksiyon derisi ic kavis tarafinda buruskluk',
    category: 'quality',
    expected: 'wrinkles',
  },
  {
    text: 'kolcak derisi alttaki kopukten kalkiyor sicakta',
    category: 'process',
    expected: 'glue_delamination',
  },
  {
    text: 'koltuk kilifinda iplik atliyor dikis duz gitmiyor',
    category: 'equipment',
    expected: 'seam_defects',
  },
  {
    text: 'sac parcada kesilen kenar keskin, el kesiyor',
    category: 'equipment',
    expected: 'burr_on_edges',
  },
  {
    text: 'braket bukum dis yuzunde catlak cikiyor',
    category: 'material',
    expected: 'cracks_in_forming',
  },
  {
    text: 'braket kenarlarinda kahverengi pas lekeleri, tuz testi gecmedi',
    category: 'environment',
    expected: 'corrosion',
  },
  {
    text: 'abkant sonrasi aci 93 derece, parca geri aciliyor',
    category: 'material',
    expected: 'springback',
  },
  {
    text: 'MAG dikisinde gozenek ve delikler, gaz debisi dusuk',
    category: 'process',
    expected: 'weld_defects',
  },
  {
    text: 'koltuk kopugu kesitinde bos cepler hava kalmis',
    category: 'process',
    expected: 'pu_voids',
  },
  {
    text: 'kopuk kaliptan cikarken kulak kismi kopuyor',
    category: 'process',
    expected: 'pu_demould_tear',
  },
  {
    text: 'PC lamba govdesinde vida cevresinde ince catlaklar, alkolle silince basliyor',
    category: 'quality',
    expected: 'stress_cracking',
  },
  {
    text: 'Hat 2 kapi paneli capak sikayeti',
    description:
      'Renault icin K-204 kapi ic paneli 12 nolu 650 tonluk makinede 2 gozlu kalipla basiliyor. Musteri montaj hattinda tutamak yuvasinin kenarinda keskin fazla malzeme buldu, 1.200 adetten 86 adet red. Kalip gecen ay revizyondan geldi, kapanma yuzeyinde asinma olabilir. Gece vardiyasinda mengene kuvveti dusurulmus. Musteri 8D istiyor.',
    category: 'quality',
    expected: 'flash_burr',
  },
  {
    text: 'yemekhane klimasi calismiyor, sicaklik cok yuksek',
    category: 'environment',
    expected: null,
  },
  { text: 'vardiya listesi yanlis asilmis', category: 'human', expected: null },
];
