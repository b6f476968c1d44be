import { describe, expect, it } from 'vitest';
import type { TPlanItem } from './contract';
import { planItemPath, taskDraftFields, taskTitle } from './plan-output-task-draft';

const item: TPlanItem = {
  id: 'item-1',
  rowId: 'row-1',
  processStep: 'Enjeksiyon',
  originalFailure: 'Çapak',
  priority: 'high',
  timeline: '30 gün',
  timelineDays: 30,
  preventiveAction: 'Kalıp ayırma yüzeyi bakım periyodu kısaltılacak. Kapanma kuvveti izlenecek.',
  monitoringMethod: 'SPC',
  responsibility: 'Kalıphane',
  successCriteria: 'O ≤ 3',
  severity: 7,
  occurrence: 8,
  detection: 5,
  rpn: 280,
  rpnBand: 'red',
  actionPriority: 'H',
  actionType: 'prevention',
  causeCategory: 'machine',
  knowledgeEntry: null,
  target: { severity: 7, occurrence: 3, detection: 5, rpn: 105, actionPriority: 'M' },
  reason: 'O=8: oluşma yüksek',
  source: 'rules',
};

describe('taskTitle', () => {
  it.each([
    ['Kalıp bakımı yapılacak. Sonra kontrol.', 'Kalıp bakımı yapılacak.'],
    ['Tek satır\nikinci satır', 'Tek satır'],
    ['', 'Çapak'],
  ])('%j → %j', (action, title) => expect(taskTitle(action, 'Çapak')).toBe(title));

  it('shortens a long sentence at a word, to at most 120 characters', () => {
    const title = taskTitle(`${'kelime '.repeat(40)}son`, 'x');
    expect(title.length).toBeLessThanOrEqual(120);
    expect(title.endsWith('kelime…')).toBe(true);
  });
});

describe('taskDraftFields', () => {
  it('takes priority, due date from the timeline, category FMEA, tags and a link back', () => {
    const draft = taskDraftFields({
      fmea: { id: 'f-1', name: 'Kapak PFMEA' },
      item,
      sourceRow: 12,
      today: '2026-11-23',
    });
    expect(draft).toMatchObject({
      title: 'Kalıp ayırma yüzeyi bakım periyodu kısaltılacak.',
      priority: 'high',
      dueDate: '2026-12-23',
      category: 'FMEA',
      tags: ['FMEA', 'AP-H', 'Önleme', 'Makine'],
    });
    expect(draft.description).toContain('FMEA: Kapak PFMEA (dosya satırı 12)');
    expect(draft.description).toContain(`Bağlantı: ${planItemPath('f-1', 'item-1')}`);
    expect(draft.description).toContain('Gerekçe: O=8: oluşma yüksek');
  });
});
