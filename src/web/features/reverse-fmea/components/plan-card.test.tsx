// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../reverse-fmea-mode';
import { PlanCard, type PlanCardItem } from './plan-card';

afterEach(cleanup);

const item = (priority: string, source = 'rules'): PlanCardItem => ({
  id: `i-${priority}`,
  originalFailure: 'Çapak',
  priority,
  timeline: '30 gün',
  preventiveAction: 'Kalıp bakımı',
  monitoringMethod: 'SPC',
  responsibility: 'Kalıphane',
  successCriteria: 'O ≤ 3',
  rpn: 240,
  actionPriority: 'H',
  reason: 'D=8 > 7: tespit zayıf',
  source,
});

describe('plan cards (spec §9 priority colours)', () => {
  it.each([
    ['high', 'high', 'border-l-red-600', 'Yüksek'],
    ['medium', 'medium', 'border-l-amber-500', 'Orta'],
    ['low', 'low', 'border-l-green-600', 'Düşük'],
    ['acil', 'medium', 'border-l-amber-500', 'Orta'],
  ])('%s is shown as %s', (priority, shown, colour, label) => {
    render(<PlanCard item={item(priority)} />);
    const card = screen.getByTestId('plan-card');
    expect(card.dataset.priority).toBe(shown);
    expect(card.className).toContain(colour);
    expect(card.textContent).toContain(label);
  });

  it('says why the action was proposed and who wrote it', () => {
    render(<PlanCard item={item('high', 'ai')} />);
    expect(screen.getByTestId('plan-reason').textContent).toBe('Gerekçe: D=8 > 7: tespit zayıf');
    expect(screen.getByTestId('plan-source').textContent).toBe('Kaynak: AI');
  });

  it("says where the plant's file had another AP than the table the plan uses", () => {
    render(<PlanCard item={{ ...item('high'), actionPriority: 'M', fileAp: 'L' }} />);
    expect(screen.getByTestId('plan-file-ap').textContent).toBe(
      'Dosyada AP L; plan AP tablosunun değerini (M) kullanır',
    );
    cleanup();
    render(<PlanCard item={{ ...item('high'), fileAp: 'H' }} />);
    expect(screen.queryByTestId('plan-file-ap')).toBeNull();
  });
});
