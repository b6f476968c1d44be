import { checkCpEmptyCells, checkCpMissingColumns } from '../checks/control-plan-columns';
import { checkCpGaugeWithoutMsa } from '../checks/control-plan-msa';
import {
  checkCpNoReactionPlan,
  checkCpNoSpecialCharacteristics,
  checkCpSpecialWithoutControl,
} from '../checks/control-plan-special';
import { checkDuplicateOperations } from '../checks/duplicate-operations';
import { incomingPlanFinding } from '../checks/incoming-plan';
import { cpSteps } from '../linkage/steps';
import { defineRule } from '../rule-definition';
import type { StageCheck } from '../stage-inputs';

// One reading of the class column for both rules: an empty column is an observation, or minor when
// the plan's own part has PFMEA rows with S 9-10 (an incoming plan's materials are not its steps).
const noSpecialCharacteristics: StageCheck<'control-plan'> = (plan) =>
  checkCpNoSpecialCharacteristics(plan.table, plan.severePfmeaRows);

/** The control plan rules (8.5.1.1 and Annex A, 8.3.3.3, 7.1.5.1.1), run on every plan on its own. */
export const CONTROL_PLAN_RULES = [
  defineRule({
    id: 'cp-missing-columns',
    group: 'control-plan',
    category: 'minor',
    priority: 'high',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    stage: 'control-plan',
    check: (plan) => checkCpMissingColumns(plan.table, plan.incoming),
    tr: {
      title: 'Kontrol planında zorunlu sütun eksik',
      general: 'Kontrol planı formunu Ek A içeriğine göre tamamlayın (eksik sütunları ekleyin).',
      messages: {
        'cp-missing-columns': {
          description: 'Kontrol planında şu içerikler için sütun bulunamadı: {columns}.',
          recommendation: 'Forma şu sütunları ekleyin ve doldurun: {columns}.',
        },
      },
    },
    en: {
      title: 'Required column missing from the control plan',
      general: 'Complete the control plan form to the contents of Annex A (add the missing columns).',
      messages: {
        'cp-missing-columns': {
          description: 'The control plan has no column for: {columns}.',
          recommendation: 'Add these columns to the form and fill them in: {columns}.',
        },
      },
    },
  }),
  defineRule({
    id: 'cp-empty-cells',
    group: 'control-plan',
    category: 'minor',
    priority: 'medium',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    stage: 'control-plan',
    check: (plan) => checkCpEmptyCells(plan.table, plan.incoming),
    tr: {
      title: 'Kontrol planında boş hücreler',
      general: 'Kontrol planındaki boş zorunlu hücreleri doldurun.',
      messages: {
        'cp-empty-cells': {
          description: '{count} satırda zorunlu hücreler boş: {columns}.',
          recommendation:
            'Boş hücreleri her kontrol planı satırı için doldurun; satırda ürün veya proses karakteristiği yoksa kontrol edilen karakteristiği yazın.',
        },
      },
    },
    en: {
      title: 'Empty cells in the control plan',
      general: 'Fill in the empty required cells of the control plan.',
      messages: {
        'cp-empty-cells': {
          description: 'Rows with required cells empty ({count}): {columns}.',
          recommendation:
            'Fill in the empty cells in every control plan row; where a row names no product or process characteristic, write the characteristic it controls.',
        },
      },
    },
  }),
  defineRule({
    id: 'cp-no-reaction-plan',
    group: 'control-plan',
    category: 'minor',
    priority: 'high',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    stage: 'control-plan',
    check: (plan) => checkCpNoReactionPlan(plan.table),
    tr: {
      title: 'Reaksiyon planı olmayan satırlar',
      general: 'Her kontrol planı satırı için bir reaksiyon planı tanımlayın veya referans verin.',
      messages: {
        'cp-no-reaction-plan': {
          description: '{count} satırda reaksiyon planı yok: satır {rows}.',
          recommendation:
            'Bu satırlar için uygunsuzlukta ne yapılacağını (ayırma, ayar, bildirim) reaksiyon planına yazın.',
        },
      },
    },
    en: {
      title: 'Rows without a reaction plan',
      general: 'Define or reference a reaction plan for every control plan row.',
      messages: {
        'cp-no-reaction-plan': {
          description: 'Rows without a reaction plan ({count}): row {rows}.',
          recommendation:
            'For these rows, write in the reaction plan what is done on a nonconformity (segregate, adjust, notify).',
        },
      },
    },
  }),
  defineRule({
    id: 'cp-special-without-control',
    group: 'control-plan',
    category: 'major',
    priority: 'high',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    stage: 'control-plan',
    check: (plan) => checkCpSpecialWithoutControl(plan.table),
    tr: {
      title: 'Özel karakteristik için kontrol yöntemi veya reaksiyon planı yok',
      general:
        'Her özel karakteristik için kontrol yöntemi ve reaksiyon planını kontrol planında tanımlayın.',
      messages: {
        'cp-special-without-control': {
          description: '{count} özel karakteristikte kontrol yöntemi veya reaksiyon planı yok: {rows}.',
          recommendation:
            'Bu özel karakteristiklerin her biri için kontrol yöntemini ve reaksiyon planını tanımlayın.',
        },
      },
    },
    en: {
      title: 'Special characteristic without a control method or reaction plan',
      general:
        'Define the control method and reaction plan of every special characteristic in the control plan.',
      messages: {
        'cp-special-without-control': {
          description: 'Special characteristics without a control method or reaction plan ({count}): {rows}.',
          recommendation:
            'Define the control method and the reaction plan of each of these special characteristics.',
        },
      },
    },
  }),
  defineRule({
    id: 'cp-no-special-characteristics',
    group: 'control-plan',
    category: 'observation',
    priority: 'medium',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    stage: 'control-plan',
    check: noSpecialCharacteristics,
    tr: {
      title: 'Kontrol planında özel karakteristik sınıfı hiç yok',
      general:
        'Özel karakteristikleri müşteri gereklilikleri ve PFMEA ile belirleyip kontrol planında işaretleyin.',
      messages: {
        'cp-no-special-characteristics': {
          description:
            '"{column}" sütunu {count} satırın hiçbirinde dolu değil; planda özel karakteristik tanımlanmamış.',
          recommendation:
            'Müşterinin ve PFMEA’nın belirlediği özel karakteristikleri bu sütunda sembolleriyle işaretleyin; gerçekten yoksa bunu kayıt altına alın.',
        },
      },
    },
    en: {
      title: 'No special-characteristic class in the control plan',
      general:
        'Determine the special characteristics from the customer requirements and the PFMEA, and mark them in the control plan.',
      messages: {
        'cp-no-special-characteristics': {
          description:
            'The "{column}" column is empty in every row (rows: {count}); the plan defines no special characteristics.',
          recommendation:
            'Mark the special characteristics set by the customer and the PFMEA with their symbols in this column; if there really are none, record that.',
        },
      },
    },
  }),
  defineRule({
    // Graded by docs/audit-rules.md "Special characteristics both ways": minor, not an observation,
    // once the PFMEA shows S 9-10 rows; not major, since S 9-10 alone does not designate a
    // characteristic special (the PFMEA's own marks are checked by link-special-missing-in-cp).
    id: 'cp-no-special-with-severe-pfmea',
    group: 'control-plan',
    category: 'minor',
    priority: 'high',
    clause: '8.3.3.3',
    documentType: 'control-plan',
    stage: 'control-plan',
    check: noSpecialCharacteristics,
    tr: {
      title: 'Kontrol planında özel karakteristik yok, PFMEA’da şiddeti 9-10 olan satırlar var',
      general:
        'PFMEA’daki şiddeti 9-10 olan hata modlarının karakteristiklerini özel karakteristik olarak değerlendirip kontrol planında işaretleyin.',
      messages: {
        'cp-no-special-with-severe-pfmea': {
          description:
            'Kontrol planının "{column}" sütunu {count} satırın hiçbirinde dolu değil, oysa PFMEA’da şiddeti 9-10 olan {severe} satır var: {rows}.',
          recommendation:
            'Şiddeti 9-10 olan hata modlarının karakteristiklerini özel karakteristik olarak değerlendirin ve kontrol planında sembolleriyle işaretleyin; özel değillerse gerekçesini kayda geçirin.',
        },
      },
    },
    en: {
      title: 'No special characteristic in the control plan while the PFMEA has S 9-10',
      general:
        'Assess the characteristics of the PFMEA’s severity 9-10 failure modes as special characteristics and mark them in the control plan.',
      messages: {
        'cp-no-special-with-severe-pfmea': {
          description:
            'The "{column}" column of the control plan is empty in every row (rows: {count}), while the PFMEA has rows with severity 9-10 ({severe}): {rows}.',
          recommendation:
            'Assess the characteristics of the failure modes with severity 9-10 as special characteristics and mark them with their symbols in the control plan; where they are not special, record why.',
        },
      },
    },
  }),
  defineRule({
    id: 'cp-gauge-without-msa',
    group: 'control-plan',
    category: 'minor',
    priority: 'medium',
    clause: '7.1.5.1.1',
    documentType: 'control-plan',
    stage: 'control-plan',
    check: (plan) => checkCpGaugeWithoutMsa(plan.table),
    tr: {
      title: 'Ölçüm cihazı için MSA referansı yok',
      general: 'Kontrol planındaki her ölçüm sistemi için MSA (ör. GR&R) çalışmasına referans verin.',
      messages: {
        'cp-gauge-without-msa': {
          description:
            '{count} satırda ölçüm cihazı kullanılıyor ancak MSA çalışmasına referans yok (satır {rows}). Cihazlar: {gauges}.',
          recommendation:
            'Her ölçüm cihazı için MSA (GR&R veya nitel uyum) çalışmasını yapın ve kontrol planında numarasıyla referans verin.',
        },
      },
    },
    en: {
      title: 'No MSA reference for a gauge',
      general: 'Reference an MSA study (e.g. GR&R) for every measurement system in the control plan.',
      messages: {
        'cp-gauge-without-msa': {
          description:
            'Rows measured with an instrument but referencing no MSA study ({count}): row {rows}. Instruments: {gauges}.',
          recommendation:
            'Carry out an MSA study (GR&R or attribute agreement) for each measuring instrument and reference it by number in the control plan.',
        },
      },
    },
  }),
  defineRule({
    id: 'cp-duplicate-operation-number',
    group: 'control-plan',
    category: 'minor',
    priority: 'medium',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    stage: 'control-plan',
    // An incoming plan has no operations: nothing to repeat.
    check: (plan) =>
      plan.incoming ? [] : checkDuplicateOperations('cp-duplicate-operation-number', cpSteps(plan.table)),
    tr: {
      title: 'Kontrol planında aynı operasyon numarası iki farklı adımda',
      general: 'Kontrol planında her operasyon numarasını tek bir proses adımı için kullanın.',
      messages: {
        'cp-duplicate-operation-number': {
          description: '{count} operasyon numarası iki farklı proses adımında kullanılmış: {pairs}.',
          recommendation:
            'Her proses adımına kendi operasyon numarasını verin ve aynı numarayı süreç akışı ile PFMEA’da da kullanın.',
        },
      },
    },
    en: {
      title: 'Operation number used for two different steps in the control plan',
      general: 'Use each operation number in the control plan for one process step only.',
      messages: {
        'cp-duplicate-operation-number': {
          description: 'Operation numbers used for two different process steps ({count}): {pairs}.',
          recommendation:
            'Give each process step its own operation number, and use the same number in the process flow and the PFMEA.',
        },
      },
    },
  }),
  defineRule({
    id: 'cp-incoming-inspection',
    group: 'control-plan',
    category: 'observation',
    priority: 'low',
    clause: '8.5.1.1',
    documentType: 'control-plan',
    stage: 'control-plan',
    check: (plan) => (plan.incoming ? [incomingPlanFinding(plan.table)] : []),
    tr: {
      title: 'Giriş kontrol planı: proses adımı bağlantısı uygulanamaz',
      general: 'Giriş kontrol planları proses adımı içermez; proses kontrol planını da denetime ekleyin.',
      messages: {
        'cp-incoming-inspection': {
          description:
            'Bu bir giriş (satın alınan malzeme) kontrol planı: proses adımı içermiyor. Süreç akışı ve PFMEA ile adım bağlantısı bu plan için uygulanmadı; bağlantı kurulmadı.',
        },
      },
    },
    en: {
      title: 'Incoming-inspection plan: process-step linkage does not apply',
      general:
        'Incoming-inspection plans have no process steps; add the process control plan to the audit as well.',
      messages: {
        'cp-incoming-inspection': {
          description:
            'This is an incoming (purchased material) control plan: it has no process steps. Step linkage with the process flow and the PFMEA does not apply to this plan; no link was made.',
        },
      },
    },
  }),
] as const;
