import type { SynonymMap } from '../../fmea/import/header-detection';
import type { TPfdField } from './mapped-table';

/** Process flow table headers (Turkish, English, Korean), for the shared header detection. */
export const PROCESS_FLOW_SYNONYMS: SynonymMap<TPfdField> = {
  required: ['stepName'],
  fields: [
    {
      field: 'stepNumber',
      weight: 2,
      specificity: 10,
      phrases: [
        'step no',
        'step number',
        'op no',
        'operation no',
        'operation number',
        'process no',
        'adim no',
        'operasyon no',
        'proses no',
        'sira no',
        '공정번호',
      ],
      exact: ['no', 'op', 'sira', 'adim'],
    },
    {
      field: 'stepName',
      weight: 3,
      phrases: [
        'process step',
        'step description',
        'operation description',
        'process description',
        'description',
        'activity',
        'operation',
        'proses adimi',
        'surec adimi',
        'islem adimi',
        'operasyon',
        'faaliyet',
        'aciklama',
        'islem',
        'adim',
        '공정명',
        '공정',
      ],
    },
    {
      field: 'stepType',
      weight: 2,
      specificity: 10,
      phrases: ['step type', 'symbol', 'type', 'adim turu', 'sembol', 'tur', 'tip', '구분'],
    },
  ],
};
