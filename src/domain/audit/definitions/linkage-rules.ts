import { linkSpecialCharacteristics, linkSteps } from '../linkage/link-documents';
import { defineRule } from '../rule-definition';

// Both step rules write one message: "steps of {from} not found in {to}".
const STEP_MISSING = {
  tr: {
    description: '{from} dokümanındaki {count} adım {to} dokümanında bulunamadı: {steps}.',
    recommendation: 'Bu adımları {to} dokümanına aynı numara ve adla ekleyin.',
  },
  en: {
    description: 'Steps of the {from} not found in the {to} ({count}): {steps}.',
    recommendation: 'Add these steps to the {to} with the same number and name.',
  },
} as const;

/** PFD → PFMEA → control plan linkage (reference §5), within each part's documents. */
export const LINKAGE_RULES = [
  defineRule({
    id: 'link-pfd-step-missing-in-pfmea',
    group: 'linkage',
    category: 'minor',
    priority: 'high',
    clause: '8.3.5.2',
    documentType: 'fmea',
    stage: 'linkage',
    check: linkSteps,
    tr: {
      title: 'Süreç akışındaki adım PFMEA’da yok',
      general: 'Süreç akışındaki her adımı (depolama, muayene, yeniden işleme dâhil) PFMEA’da analiz edin.',
      messages: {
        'link-step-missing': STEP_MISSING.tr,
      },
    },
    en: {
      title: 'Process-flow step missing from the PFMEA',
      general:
        'Analyse every step of the process flow (storage, inspection and rework included) in the PFMEA.',
      messages: {
        'link-step-missing': STEP_MISSING.en,
      },
    },
  }),
  defineRule({
    id: 'link-pfmea-step-missing-in-cp',
    group: 'linkage',
    category: 'minor',
    priority: 'high',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    stage: 'linkage',
    check: linkSteps,
    tr: {
      title: 'PFMEA’daki adım kontrol planında yok',
      general: 'PFMEA’daki her proses adımının kontrollerini kontrol planına taşıyın.',
      messages: {
        'link-step-missing': STEP_MISSING.tr,
      },
    },
    en: {
      title: 'PFMEA step missing from the control plan',
      general: 'Carry the controls of every PFMEA process step into the control plan.',
      messages: {
        'link-step-missing': STEP_MISSING.en,
      },
    },
  }),
  defineRule({
    id: 'link-special-missing-in-cp',
    group: 'linkage',
    category: 'major',
    priority: 'high',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    stage: 'linkage',
    check: linkSpecialCharacteristics,
    tr: {
      title: 'PFMEA’daki özel karakteristik kontrol planında yok',
      general: 'PFMEA’daki her özel karakteristiği aynı sembolle kontrol planına ekleyin.',
      messages: {
        'link-special-missing-in-cp': {
          description:
            'PFMEA’da özel olarak işaretli {count} karakteristik kontrol planında yok veya özel olarak işaretlenmemiş: {items}.',
          recommendation:
            'Bu karakteristikleri kontrol planına PFMEA’daki sembolleriyle, kontrol yöntemi ve reaksiyon planıyla ekleyin.',
        },
      },
    },
    en: {
      title: 'PFMEA special characteristic missing from the control plan',
      general: 'Add every special characteristic of the PFMEA to the control plan with the same symbol.',
      messages: {
        'link-special-missing-in-cp': {
          description:
            'Characteristics marked special in the PFMEA that the control plan lacks or does not mark special ({count}): {items}.',
          recommendation:
            'Add these characteristics to the control plan with their PFMEA symbols, a control method and a reaction plan.',
        },
      },
    },
  }),
  defineRule({
    // The other direction of 8.3.3.3 (reference §5 item 3): the plan controls a special
    // characteristic the risk analysis does not mark. Minor: the control exists; the PFMEA lags.
    id: 'link-special-missing-in-pfmea',
    group: 'linkage',
    category: 'minor',
    priority: 'high',
    clause: '8.3.3.3',
    documentType: 'fmea',
    stage: 'linkage',
    check: linkSpecialCharacteristics,
    tr: {
      title: 'Kontrol planındaki özel karakteristik PFMEA’da işaretli değil',
      general: 'Kontrol planındaki her özel karakteristiği PFMEA’da aynı sembolle işaretleyin.',
      messages: {
        'link-special-missing-in-pfmea': {
          description:
            'Kontrol planında özel olarak işaretli {count} karakteristik PFMEA’da aynı operasyonda yok veya özel olarak işaretlenmemiş: {items}.',
          recommendation:
            'Bu karakteristiklerin hata modlarını PFMEA’da aynı sembolle işaretleyin; PFMEA’da analiz edilmemişlerse analiz edin.',
        },
      },
    },
    en: {
      title: 'Control-plan special characteristic not marked in the PFMEA',
      general: 'Mark every special characteristic of the control plan with the same symbol in the PFMEA.',
      messages: {
        'link-special-missing-in-pfmea': {
          description:
            'Characteristics marked special in the control plan that the PFMEA lacks or does not mark special in the same operation ({count}): {items}.',
          recommendation:
            'Mark the failure modes of these characteristics with the same symbol in the PFMEA; analyse them in the PFMEA where they are missing.',
        },
      },
    },
  }),
  defineRule({
    id: 'link-special-symbol-mismatch',
    group: 'linkage',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    stage: 'linkage',
    check: linkSpecialCharacteristics,
    tr: {
      title: 'Özel karakteristik sembolü dokümanlar arasında farklı',
      general: 'Özel karakteristik sembollerini PFMEA ve kontrol planında aynı kullanın.',
      messages: {
        'link-special-symbol-mismatch': {
          description:
            '{count} özel karakteristik PFMEA ve kontrol planında farklı sembolle işaretli: {items}.',
          recommendation: 'Her özel karakteristiğin sembolünü iki dokümanda aynı yapın.',
        },
      },
    },
    en: {
      title: 'Special-characteristic symbol differs between documents',
      general: 'Use the same special-characteristic symbols in the PFMEA and the control plan.',
      messages: {
        'link-special-symbol-mismatch': {
          description:
            'Special characteristics marked with different symbols in the PFMEA and the control plan ({count}): {items}.',
          recommendation: 'Give each special characteristic the same symbol in both documents.',
        },
      },
    },
  }),
  defineRule({
    id: 'link-operation-number-mismatch',
    group: 'linkage',
    category: 'minor',
    priority: 'medium',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    stage: 'linkage',
    check: linkSteps,
    tr: {
      title: 'Operasyon numarası dokümanlar arasında farklı',
      general: 'Operasyon numaralarını süreç akışı, PFMEA ve kontrol planında aynı tutun.',
      messages: {
        'link-operation-number-mismatch': {
          description:
            '{count} adım {from} ve {to} dokümanlarında farklı operasyon numarasıyla geçiyor ({from} / {to}): {steps}.',
          recommendation: 'Her adımın operasyon numarasını iki dokümanda aynı yapın.',
        },
      },
    },
    en: {
      title: 'Operation number differs between documents',
      general: 'Keep the operation numbers the same in the process flow, PFMEA and control plan.',
      messages: {
        'link-operation-number-mismatch': {
          description:
            'Steps with different operation numbers in the {from} and the {to} ({count}; {from} / {to}): {steps}.',
          recommendation: 'Give each step the same operation number in both documents.',
        },
      },
    },
  }),
  defineRule({
    id: 'link-operation-name-mismatch',
    group: 'linkage',
    category: 'minor',
    priority: 'low',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    stage: 'linkage',
    check: linkSteps,
    tr: {
      title: 'Operasyon adı dokümanlar arasında farklı',
      general: 'Operasyon adlarını süreç akışı, PFMEA ve kontrol planında aynı yazın.',
      messages: {
        'link-operation-name-mismatch': {
          description:
            '{count} operasyon {from} ve {to} dokümanlarında farklı adlandırılmış ({from} / {to}): {steps}.',
          recommendation: 'Her operasyon için tek bir ad seçin ve iki dokümanda aynı yazın.',
        },
      },
    },
    en: {
      title: 'Operation name differs between documents',
      general: 'Write the operation names the same way in the process flow, PFMEA and control plan.',
      messages: {
        'link-operation-name-mismatch': {
          description:
            'Operations named differently in the {from} and the {to} ({count}; {from} / {to}): {steps}.',
          recommendation: 'Choose one name for each operation and write it the same way in both documents.',
        },
      },
    },
  }),
] as const;
