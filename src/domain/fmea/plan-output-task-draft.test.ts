import { describe, expect, it } from 'vitest';
import type { TPlanItem } from './contract';
import { planItemPath, taskDraftFields } from './plan-output-task-draft';

const item: TPlanItem = {
  id: 'item-1',
  rowId: 'row-1',
  processStep: 'Op 20 Enjeksiyon',
  originalFailure: 'Çapak',
  cause: 'Kalıp ayırma yüzeyi aşınmış',
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

describe('taskDraftFields', () => {
  it('takes priority, due date from the timeline, category FMEA, tags and a link back', () => {
    const draft = taskDraftFields({
      fmea: { id: 'f-1', name: 'Kapak PFMEA' },
      item,
      sourceRow: 12,
      today: '2026-11-23',
    });
    expect(draft).toMatchObject({
      title: 'Op 20 Enjeksiyon — Çapak: Kalıp ayırma yüzeyi bakım periyodu kısaltılacak',
      priority: 'high',
      dueDate: '2026-12-23',
      category: 'FMEA',
      tags: ['FMEA', 'AP-H', 'Önleme', 'Makine'],
    });
    expect(draft.description).toContain('FMEA: Kapak PFMEA (dosya satırı 12)');
    expect(draft.description).toContain(`Bağlantı: ${planItemPath('f-1', 'item-1')}`);
    expect(draft.description).toContain('Gerekçe: O=8: oluşma yüksek');
    // the reader can place the task: step, failure, cause and ratings (issue 23 §2)
    expect(draft.description).toContain(
      'Proses adımı: Op 20 Enjeksiyon\nHata modu: Çapak\nNeden: Kalıp ayırma yüzeyi aşınmış\nS/O/D: 7/8/5 · RPN 280 · AP H',
    );
  });
});
