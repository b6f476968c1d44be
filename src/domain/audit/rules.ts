import type { TAuditDocumentType, TFindingCategory, TFindingPriority } from './contract';

export const AUDIT_RULE_GROUPS = ['document', 'control-plan', 'pfmea', 'process-flow', 'linkage'] as const;
export type TAuditRuleGroup = (typeof AUDIT_RULE_GROUPS)[number];

export interface AuditRuleDefinition {
  readonly id: string;
  readonly group: TAuditRuleGroup;
  readonly category: TFindingCategory;
  readonly priority: TFindingPriority;
  /** IATF 16949 clause number only (reference §3); never the standard's text. */
  readonly clause: string;
  /** The document a finding of this rule asks to correct. */
  readonly documentType: TAuditDocumentType;
  /** Short Turkish name for the Settings list and the finding title. */
  readonly title: string;
  /** Report-level recommendation (spec: general recommendations, derived from the findings). */
  readonly general: string;
}

const rule = (r: AuditRuleDefinition): AuditRuleDefinition => r;

/** Every rule of the engine; `docs/audit-rules.md` documents the same list (a test keeps them equal). */
export const AUDIT_RULES = [
  // Documents
  rule({
    id: 'doc-unreadable',
    group: 'document',
    category: 'observation',
    priority: 'high',
    clause: '7.5.3',
    documentType: 'other',
    title: 'Doküman okunamadı',
    general:
      'Okunamayan dokümanları okunabilir biçimde (XLSX, DOCX, PPTX, metin katmanlı PDF) yeniden yükleyin.',
  }),
  rule({
    id: 'doc-empty',
    group: 'document',
    category: 'observation',
    priority: 'low',
    clause: '7.5.3',
    documentType: 'other',
    title: 'Dokümanda satır yok',
    general: 'Boş form olarak yüklenen dokümanların doldurulmuş sürümlerini denetime ekleyin.',
  }),
  rule({
    id: 'doc-unrecognized',
    group: 'document',
    category: 'observation',
    priority: 'low',
    clause: '7.5.3',
    documentType: 'other',
    title: 'Doküman türü içerikten tanınamadı',
    general:
      'Doküman türlerini kontrol edin; tablo başlıkları tanınmayan dokümanlar kurallarla denetlenemedi.',
  }),
  rule({
    id: 'doc-revision-sheets',
    group: 'document',
    category: 'observation',
    priority: 'low',
    clause: '7.5.3',
    documentType: 'other',
    title: 'Revizyon sayfaları: yalnızca en son revizyon denetlendi',
    general: 'Eski revizyonları ayrı bir arşivde tutun; denetime yalnızca yürürlükteki revizyonu yükleyin.',
  }),
  rule({
    // Issue 22 part 1: no revision, no date and no approval anywhere: the document is not controlled.
    id: 'doc-control-missing',
    group: 'document',
    category: 'minor',
    priority: 'medium',
    clause: '7.5.3.2',
    documentType: 'other',
    title: 'Dokümanda revizyon, tarih ve onay bilgisi yok',
    general:
      'Dokümanların başlık bloğuna revizyon numarası ve tarihini, imza bölümüne hazırlayan ve onaylayan bilgisini ekleyin.',
  }),
  rule({
    id: 'set-missing-document',
    group: 'document',
    category: 'observation',
    priority: 'medium',
    clause: '8.5.1.1',
    documentType: 'other',
    title: 'Bağlantı denetimi için doküman eksik',
    general:
      'Aynı parçanın süreç akış şeması, PFMEA ve kontrol planını birlikte yükleyerek bağlantıyı denetletin.',
  }),
  rule({
    // Issue 22 part 1: documents of two parts do not link; one finding instead of one per step.
    id: 'set-family-mismatch',
    group: 'document',
    category: 'minor',
    priority: 'high',
    clause: '8.5.1.1',
    documentType: 'other',
    title: 'Dokümanlar aynı parçaya ait değil',
    general:
      'Aynı parça numarasının süreç akış şeması, PFMEA ve kontrol planını birlikte yükleyin; farklı parçaların dokümanları birbirine bağlanamaz.',
  }),
  // Control plan (8.5.1.1, Annex A)
  rule({
    id: 'cp-missing-columns',
    group: 'control-plan',
    category: 'minor',
    priority: 'high',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    title: 'Kontrol planında zorunlu sütun eksik',
    general: 'Kontrol planı formunu Ek A içeriğine göre tamamlayın (eksik sütunları ekleyin).',
  }),
  rule({
    id: 'cp-empty-cells',
    group: 'control-plan',
    category: 'minor',
    priority: 'medium',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    title: 'Kontrol planında boş hücreler',
    general: 'Kontrol planındaki boş zorunlu hücreleri doldurun.',
  }),
  rule({
    id: 'cp-no-reaction-plan',
    group: 'control-plan',
    category: 'minor',
    priority: 'high',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    title: 'Reaksiyon planı olmayan satırlar',
    general: 'Her kontrol planı satırı için bir reaksiyon planı tanımlayın veya referans verin.',
  }),
  rule({
    id: 'cp-special-without-control',
    group: 'control-plan',
    category: 'major',
    priority: 'high',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    title: 'Özel karakteristik için kontrol yöntemi veya reaksiyon planı yok',
    general: 'Her özel karakteristik için kontrol yöntemi ve reaksiyon planını kontrol planında tanımlayın.',
  }),
  rule({
    id: 'cp-no-special-characteristics',
    group: 'control-plan',
    category: 'observation',
    priority: 'medium',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    title: 'Kontrol planında özel karakteristik sınıfı hiç yok',
    general:
      'Özel karakteristikleri müşteri gereklilikleri ve PFMEA ile belirleyip kontrol planında işaretleyin.',
  }),
  rule({
    // Graded by docs/audit-rules.md "Special characteristics both ways": minor, not an observation,
    // once the PFMEA shows S 9-10 rows; not major, since S 9-10 alone does not designate a
    // characteristic special (the PFMEA's own marks are checked by link-special-missing-in-cp).
    id: 'cp-no-special-with-severe-pfmea',
    group: 'control-plan',
    category: 'minor',
    priority: 'high',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    title: 'Kontrol planında özel karakteristik yok, PFMEA’da şiddeti 9-10 olan satırlar var',
    general:
      'PFMEA’daki şiddeti 9-10 olan hata modlarının karakteristiklerini özel karakteristik olarak değerlendirip kontrol planında işaretleyin.',
  }),
  rule({
    id: 'cp-gauge-without-msa',
    group: 'control-plan',
    category: 'minor',
    priority: 'medium',
    clause: '7.1.5.1.1',
    documentType: 'control-plan',
    title: 'Ölçüm cihazı için MSA referansı yok',
    general: 'Kontrol planındaki her ölçüm sistemi için MSA (ör. GR&R) çalışmasına referans verin.',
  }),
  rule({
    id: 'cp-duplicate-operation-number',
    group: 'control-plan',
    category: 'minor',
    priority: 'medium',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    title: 'Kontrol planında aynı operasyon numarası iki farklı adımda',
    general: 'Kontrol planında her operasyon numarasını tek bir proses adımı için kullanın.',
  }),
  rule({
    id: 'cp-incoming-inspection',
    group: 'control-plan',
    category: 'observation',
    priority: 'low',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    title: 'Giriş kontrol planı: proses adımı bağlantısı uygulanamaz',
    general: 'Giriş kontrol planları proses adımı içermez; proses kontrol planını da denetime ekleyin.',
  }),
  // PFMEA
  rule({
    id: 'pfmea-missing-columns',
    group: 'pfmea',
    category: 'minor',
    priority: 'high',
    clause: '8.3.5.2',
    documentType: 'fmea',
    title: 'PFMEA’da zorunlu sütun eksik',
    general:
      'PFMEA formunu tamamlayın: adım, hata modu, etki, S, neden, O, kontroller, D ve aksiyon sütunları.',
  }),
  rule({
    id: 'pfmea-scale-not-1-10',
    group: 'pfmea',
    category: 'minor',
    priority: 'high',
    clause: '8.3.5.2',
    documentType: 'fmea',
    title: 'PFMEA 1-10 ölçeğini kullanmıyor',
    general: 'PFMEA derecelendirmelerini 1-10 ölçeğine (AIAG-VDA) taşıyın; AP ancak bu ölçekte hesaplanır.',
  }),
  rule({
    id: 'pfmea-invalid-rating',
    group: 'pfmea',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'fmea',
    title: 'PFMEA’da geçersiz S/O/D değeri',
    general: 'PFMEA’daki eksik veya 1-10 dışındaki S, O, D değerlerini düzeltin.',
  }),
  rule({
    id: 'pfmea-rpn-mismatch',
    group: 'pfmea',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'fmea',
    title: 'RPN, S×O×D ile uyuşmuyor',
    general: 'PFMEA’daki RPN değerlerini S×O×D ile yeniden hesaplayın.',
  }),
  rule({
    id: 'pfmea-high-risk-without-action',
    group: 'pfmea',
    category: 'major',
    priority: 'high',
    clause: '6.1.2.1',
    documentType: 'fmea',
    title: 'Yüksek riskli satırda aksiyon, sorumlu veya termin yok',
    general: 'Şiddeti 9-10 veya AP’si H olan her satıra önerilen aksiyon, sorumlu ve termin atayın.',
  }),
  rule({
    id: 'pfmea-detection-above-limit',
    group: 'pfmea',
    category: 'observation',
    priority: 'medium',
    // A weak detection rating is a gap in the PFMEA (process design output), not an error-proofing
    // process gap: docs/audit-rules.md, "Clause choices".
    clause: '8.3.5.2',
    documentType: 'fmea',
    title: 'Tespit (D) değeri sınırın üzerinde, aksiyon veya sorumlu yok',
    general:
      'Tespit değeri sınırın üzerindeki satırlara aksiyon ve sorumlu atayın ya da mevcut kontrollerin neden yeterli olduğunu kayda geçirin; hata önleme (poka-yoke) değerlendirin.',
  }),
  rule({
    id: 'pfmea-ap-mismatch',
    group: 'pfmea',
    category: 'minor',
    priority: 'medium',
    clause: '6.1.2.1',
    documentType: 'fmea',
    title: 'AP, AIAG-VDA tablosuyla uyuşmuyor',
    general: 'PFMEA’daki AP değerlerini AIAG-VDA tablosuna göre yeniden belirleyin.',
  }),
  rule({
    id: 'pfmea-duplicate-operation-number',
    group: 'pfmea',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'fmea',
    title: 'PFMEA’da aynı operasyon numarası iki farklı adımda',
    general: 'PFMEA’da her operasyon numarasını tek bir proses adımı için kullanın.',
  }),
  // Process flow
  rule({
    id: 'pfd-unnumbered-steps',
    group: 'process-flow',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'process-flow',
    title: 'Süreç akışında numarasız adım',
    general:
      'Süreç akış şemasındaki her adıma PFMEA ve kontrol planında da kullanılan bir operasyon numarası verin.',
  }),
  rule({
    id: 'pfd-duplicate-step-number',
    group: 'process-flow',
    category: 'minor',
    priority: 'low',
    clause: '8.3.5.2',
    documentType: 'process-flow',
    title: 'Süreç akışında tekrarlanan adım numarası',
    general: 'Süreç akışında her operasyon numarasını bir kez kullanın.',
  }),
  rule({
    id: 'pfd-no-inspection-step',
    group: 'process-flow',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'process-flow',
    title: 'Süreç akışında muayene/kontrol adımı yok',
    general: 'Süreç akışına giriş, proses içi ve final muayene adımlarını ekleyin.',
  }),
  rule({
    id: 'pfd-no-rework-step',
    group: 'process-flow',
    category: 'observation',
    priority: 'low',
    clause: '8.7.1.4',
    documentType: 'process-flow',
    title: 'Süreç akışında yeniden işleme/tamir adımı yok',
    general: 'Yeniden işleme ve tamir yollarını süreç akışında gösterin veya uygulanmadığını belirtin.',
  }),
  rule({
    id: 'pfd-no-storage-step',
    group: 'process-flow',
    category: 'observation',
    priority: 'low',
    clause: '8.3.5.2',
    documentType: 'process-flow',
    title: 'Süreç akışında depolama adımı yok',
    general: 'Depolama ve taşıma adımlarını süreç akışına ekleyin.',
  }),
  // Linkage (reference §5)
  rule({
    id: 'link-pfd-step-missing-in-pfmea',
    group: 'linkage',
    category: 'minor',
    priority: 'high',
    clause: '8.3.5.2',
    documentType: 'fmea',
    title: 'Süreç akışındaki adım PFMEA’da yok',
    general: 'Süreç akışındaki her adımı (depolama, muayene, yeniden işleme dâhil) PFMEA’da analiz edin.',
  }),
  rule({
    id: 'link-pfmea-step-missing-in-cp',
    group: 'linkage',
    category: 'minor',
    priority: 'high',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    title: 'PFMEA’daki adım kontrol planında yok',
    general: 'PFMEA’daki her proses adımının kontrollerini kontrol planına taşıyın.',
  }),
  rule({
    id: 'link-special-missing-in-cp',
    group: 'linkage',
    category: 'major',
    priority: 'high',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    title: 'PFMEA’daki özel karakteristik kontrol planında yok',
    general: 'PFMEA’daki her özel karakteristiği aynı sembolle kontrol planına ekleyin.',
  }),
  rule({
    // The other direction of 8.3.3.3 (reference §5 item 3): the plan controls a special
    // characteristic the risk analysis does not mark. Minor: the control exists; the PFMEA lags.
    id: 'link-special-missing-in-pfmea',
    group: 'linkage',
    category: 'minor',
    priority: 'high',
    clause: '8.3.3.3',
    documentType: 'fmea',
    title: 'Kontrol planındaki özel karakteristik PFMEA’da işaretli değil',
    general: 'Kontrol planındaki her özel karakteristiği PFMEA’da aynı sembolle işaretleyin.',
  }),
  rule({
    id: 'link-special-symbol-mismatch',
    group: 'linkage',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    title: 'Özel karakteristik sembolü dokümanlar arasında farklı',
    general: 'Özel karakteristik sembollerini PFMEA ve kontrol planında aynı kullanın.',
  }),
  rule({
    id: 'link-operation-number-mismatch',
    group: 'linkage',
    category: 'minor',
    priority: 'medium',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    title: 'Operasyon numarası dokümanlar arasında farklı',
    general: 'Operasyon numaralarını süreç akışı, PFMEA ve kontrol planında aynı tutun.',
  }),
  rule({
    id: 'link-operation-name-mismatch',
    group: 'linkage',
    category: 'minor',
    priority: 'low',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    title: 'Operasyon adı dokümanlar arasında farklı',
    general: 'Operasyon adlarını süreç akışı, PFMEA ve kontrol planında aynı yazın.',
  }),
] as const satisfies readonly AuditRuleDefinition[];

export type TAuditRuleId = (typeof AUDIT_RULES)[number]['id'];
export const AUDIT_RULE_IDS: readonly TAuditRuleId[] = AUDIT_RULES.map((r) => r.id);

const BY_ID = new Map<string, AuditRuleDefinition>(AUDIT_RULES.map((r) => [r.id, r]));

/** The definition of a rule id (throws on an unknown id: a programming error). */
export function auditRule(id: TAuditRuleId): AuditRuleDefinition {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown audit rule ${id}`);
  return found;
}

/** Whether a rule is on in the settings (a rule not listed is on). */
export function isRuleEnabled(enabled: Readonly<Record<string, boolean>>, id: TAuditRuleId): boolean {
  return enabled[id] !== false;
}
