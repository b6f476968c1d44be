import { describe, expect, it } from 'vitest';
import type { TFmeaRow } from '../contract';
import type { DocumentTitle } from './contract';
import { controlPlanDraft } from './draft';
import { CONTROL_PLAN_HEADERS, controlPlanTable, pfmeaTable, titleLines } from './sheets';

const title: DocumentTitle = {
  partNumber: '',
  partName: 'Şasi Braketi',
  revision: '4',
  date: '26.11.2026',
  preparedBy: 'Ayşe Öztürk',
  approvedBy: '',
};

const row = (over: Partial<TFmeaRow>): TFmeaRow => ({
  id: 'a',
  processStep: 'OP 20 - Enjeksiyon',
  potentialFailure: 'Çapak',
  effects: 'Montajda takılma',
  severity: 9,
  causes: 'Kalıp aşınması',
  occurrence: 2,
  controls: 'Görsel kontrol',
  preventionControls: '',
  detectionControls: '',
  detection: 6,
  rpn: 108,
  sourceRow: 12,
  specialClass: 'SC',
  ...over,
});

describe('title block', () => {
  it('names part, revision, date, preparer; what the FMEA does not know is marked to fill', () => {
    expect(titleLines('Kontrol Planı', title)).toEqual([
      'Kontrol Planı',
      'Parça No: doldurulacak — Parça Adı: Şasi Braketi — Rev. 4 — Tarih: 26.11.2026',
      'Hazırlayan: Ayşe Öztürk — Onaylayan: doldurulacak',
    ]);
  });
});

describe('sheets', () => {
  it('the control plan has the AIAG columns and the draft rows under the same title block', () => {
    const table = controlPlanTable(controlPlanDraft([row({})]), title);
    expect(table.header).toEqual([...CONTROL_PLAN_HEADERS]);
    expect(table.title[1]).toBe(titleLines('x', title)[1]);
    expect(table.rows).toEqual([
      ['20', 'Enjeksiyon', '', '1', 'Çapak', '', 'SC', '', 'Görsel kontrol', '', '', '', ''],
    ]);
  });

  it('the PFMEA splits the operation as the plan does; an AIAG-4 controls column lands under detection', () => {
    const [cells] = pfmeaTable([row({})], title).rows;
    expect(cells).toEqual([
      '20',
      'Enjeksiyon',
      '',
      'Çapak',
      'Montajda takılma',
      9,
      'SC',
      'Kalıp aşınması',
      '',
      2,
      'Görsel kontrol',
      6,
      108,
      'M',
      '',
      '',
      '',
      '',
    ]);
  });

  it('a line without O leaves O, RPN and AP empty (eksik derecelendirme), never a made-up AP', () => {
    const [cells] = pfmeaTable([row({ occurrence: null, rpn: null })], title).rows;
    expect([cells?.[9], cells?.[12], cells?.[13]]).toEqual(['', '', '']);
  });
});
