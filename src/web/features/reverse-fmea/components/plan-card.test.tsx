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

  it('leads with the AP badge and places the item: step, failure, cause, S/O/D, RPN in its band colour', () => {
    render(
      <PlanCard
        item={{
          ...item('low'),
          actionPriority: 'L',
          processStep: 'Op 20 Enjeksiyon',
          cause: 'Kalıp ayırma yüzeyi aşınmış',
          severity: 6,
          occurrence: 3,
          detection: 9,
          rpn: 162,
          rpnBand: 'red',
        }}
      />,
    );
    const card = screen.getByTestId('plan-card');
    const badge = screen.getByTestId('plan-ap-badge');
    expect(badge.textContent).toBe('AP L · Düşük');
    // the AP badge is the first thing of the card's header
    expect(card.querySelector('header')?.firstElementChild).toBe(badge);
    expect(screen.getByTestId('plan-step').textContent).toBe('Op 20 Enjeksiyon');
    expect(screen.getByTestId('plan-cause').textContent).toBe('Neden: Kalıp ayırma yüzeyi aşınmış');
    expect(screen.getByTestId('plan-ratings').textContent).toBe('S 6 · O 3 · D 9');
    const rpn = screen.getByTestId('plan-rpn');
    expect(rpn.textContent).toBe('RPN 162');
    expect(rpn.dataset.band).toBe('red');
    expect(rpn.className).toContain('text-red-800');
    // one priority: the card says why the red RPN is not the priority
    expect(screen.getByTestId('plan-priority-note').textContent).toContain(
      'RPN 162 yüksek bantta, ancak AP L: şiddet 6, tespit 9, oluşum 3',
    );
  });

  it('has no note where the RPN band and the AP agree', () => {
    render(<PlanCard item={{ ...item('high'), severity: 8, occurrence: 8, detection: 8, rpnBand: 'red' }} />);
    expect(screen.queryByTestId('plan-priority-note')).toBeNull();
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
