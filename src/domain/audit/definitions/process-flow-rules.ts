import { processFlows } from '../checks/process-flow';
import { defineRule } from '../rule-definition';

/** The process flow rules (8.3.5.2, 8.7.1.4): one reading of each flow finds all five. */
export const PROCESS_FLOW_RULES = [
  defineRule({
    id: 'pfd-unnumbered-steps',
    group: 'process-flow',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'process-flow',
    stage: 'linkage',
    check: processFlows,
    tr: {
      title: 'Süreç akışında numarasız adım',
      general:
        'Süreç akış şemasındaki her adıma PFMEA ve kontrol planında da kullanılan bir operasyon numarası verin.',
      messages: {
        'pfd-unnumbered-steps': {
          description: '{count} adımın operasyon numarası yok: {steps}.',
        },
      },
    },
    en: {
      title: 'Unnumbered step in the process flow',
      general:
        'Give every step of the process flow an operation number that the PFMEA and the control plan use as well.',
      messages: {
        'pfd-unnumbered-steps': {
          description: 'Steps without an operation number ({count}): {steps}.',
        },
      },
    },
  }),
  defineRule({
    id: 'pfd-duplicate-step-number',
    group: 'process-flow',
    category: 'minor',
    priority: 'low',
    clause: '8.3.5.2',
    documentType: 'process-flow',
    stage: 'linkage',
    check: processFlows,
    tr: {
      title: 'Süreç akışında tekrarlanan adım numarası',
      general: 'Süreç akışında her operasyon numarasını bir kez kullanın.',
      messages: {
        'pfd-duplicate-step-number': {
          description: '{count} adım numarası iki farklı adımda kullanılmış: {pairs}.',
        },
      },
    },
    en: {
      title: 'Repeated step number in the process flow',
      general: 'Use each operation number once in the process flow.',
      messages: {
        'pfd-duplicate-step-number': {
          description: 'Step numbers used for two different steps ({count}): {pairs}.',
        },
      },
    },
  }),
  defineRule({
    id: 'pfd-no-inspection-step',
    group: 'process-flow',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'process-flow',
    stage: 'linkage',
    check: processFlows,
    tr: {
      title: 'Süreç akışında muayene/kontrol adımı yok',
      general: 'Süreç akışına giriş, proses içi ve final muayene adımlarını ekleyin.',
      messages: {
        'pfd-no-inspection-step': {
          description: 'Süreç akışının {count} adımından hiçbiri muayene veya kontrol adımı değil.',
        },
      },
    },
    en: {
      title: 'No inspection step in the process flow',
      general: 'Add receiving, in-process and final inspection steps to the process flow.',
      messages: {
        'pfd-no-inspection-step': {
          description:
            'No step of the process flow is an inspection or check step (steps examined: {count}).',
        },
      },
    },
  }),
  defineRule({
    id: 'pfd-no-rework-step',
    group: 'process-flow',
    category: 'observation',
    priority: 'low',
    clause: '8.7.1.4',
    documentType: 'process-flow',
    stage: 'linkage',
    check: processFlows,
    tr: {
      title: 'Süreç akışında yeniden işleme/tamir adımı yok',
      general: 'Yeniden işleme ve tamir yollarını süreç akışında gösterin veya uygulanmadığını belirtin.',
      messages: {
        'pfd-no-rework-step': {
          description: 'Süreç akışında yeniden işleme veya tamir adımı görünmüyor ({count} adım incelendi).',
        },
      },
    },
    en: {
      title: 'No rework/repair step in the process flow',
      general: 'Show rework and repair paths in the process flow, or state that there are none.',
      messages: {
        'pfd-no-rework-step': {
          description: 'The process flow shows no rework or repair step (steps examined: {count}).',
        },
      },
    },
  }),
  defineRule({
    id: 'pfd-no-storage-step',
    group: 'process-flow',
    category: 'observation',
    priority: 'low',
    clause: '8.3.5.2',
    documentType: 'process-flow',
    stage: 'linkage',
    check: processFlows,
    tr: {
      title: 'Süreç akışında depolama adımı yok',
      general: 'Depolama ve taşıma adımlarını süreç akışına ekleyin.',
      messages: {
        'pfd-no-storage-step': {
          description: 'Süreç akışında depolama adımı görünmüyor ({count} adım incelendi).',
        },
      },
    },
    en: {
      title: 'No storage step in the process flow',
      general: 'Add storage and handling steps to the process flow.',
      messages: {
        'pfd-no-storage-step': {
          description: 'The process flow shows no storage step (steps examined: {count}).',
        },
      },
    },
  }),
] as const;
