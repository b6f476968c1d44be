import { familyMismatch, missingDocuments } from '../linkage/link-documents';
import { defineRule } from '../rule-definition';

/** The rules about the set as a whole: the three documents of one part, together (8.5.1.1). */
export const SET_RULES = [
  defineRule({
    id: 'set-missing-document',
    group: 'document',
    category: 'observation',
    priority: 'medium',
    clause: '8.5.1.1',
    documentType: 'other',
    stage: 'linkage',
    check: missingDocuments,
    tr: {
      title: 'Bağlantı denetimi için doküman eksik',
      general:
        'Aynı parçanın süreç akış şeması, PFMEA ve kontrol planını birlikte yükleyerek bağlantıyı denetletin.',
      messages: {
        'set-missing-document': {
          description:
            'Denetlenen dokümanlar arasında {missing} tanınmadı; bu dokümanlarla ilgili bağlantı (adım, özel karakteristik, operasyon no/adı) denetimi yapılamadı.',
        },
      },
    },
    en: {
      title: 'Document missing for the linkage check',
      general:
        'Upload the process flow diagram, PFMEA and control plan of the same part together to have their linkage audited.',
      messages: {
        'set-missing-document': {
          description:
            'No {missing} was recognised among the audited documents; the linkage with it (steps, special characteristics, operation numbers and names) could not be checked.',
        },
      },
    },
  }),
  defineRule({
    // Issue 22 part 1: documents of two parts do not link; one finding instead of one per step.
    id: 'set-family-mismatch',
    group: 'document',
    category: 'minor',
    priority: 'high',
    clause: '8.5.1.1',
    documentType: 'other',
    stage: 'linkage',
    check: familyMismatch,
    tr: {
      title: 'Dokümanlar aynı parçaya ait değil',
      general:
        'Aynı parça numarasının süreç akış şeması, PFMEA ve kontrol planını birlikte yükleyin; farklı parçaların dokümanları birbirine bağlanamaz.',
      messages: {
        'set-family-mismatch': {
          description: 'Dokümanların başlık bloklarında {fields} farklı: {documents}.{skipped}',
          recommendation:
            'Aynı parçanın süreç akış şeması, PFMEA ve kontrol planını birlikte yükleyin veya başlık bloklarındaki parça bilgilerini düzeltin.',
        },
      },
    },
    en: {
      title: 'The documents do not belong to the same part',
      general:
        'Upload the process flow diagram, PFMEA and control plan of the same part number together; documents of different parts cannot be linked.',
      messages: {
        'set-family-mismatch': {
          description: 'The title blocks of the documents differ in {fields}: {documents}.{skipped}',
          recommendation:
            'Upload the process flow, PFMEA and control plan of the same part together, or correct the part data in the title blocks.',
        },
      },
    },
  }),
] as const;
