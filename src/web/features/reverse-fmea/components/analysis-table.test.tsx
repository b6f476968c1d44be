// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../reverse-fmea-mode';
import { AnalysisTable } from './analysis-table';

afterEach(cleanup);

const rows = Array.from({ length: 250 }, (_, i) => ({
  processStep: 'Enjeksiyon',
  potentialFailure: `Hata ${i}`,
  effects: 'Sıkışma',
  severity: 5,
  rpn: i + 1,
  actionPriority: i === 7 ? 'H' : 'L',
}));

describe("'AI Analizi' table", () => {
  it('mounts the 100 riskiest rows first and 100 more per click', () => {
    render(<AnalysisTable rows={rows} />);
    const shown = () => screen.getAllByTestId('analysis-row');
    expect(shown()).toHaveLength(100);
    // sorted before slicing: the only AP H row comes first, then the highest RPN
    expect(shown()[0]?.textContent).toContain('Hata 7');
    expect(shown()[1]?.textContent).toContain('Hata 249');
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster (150 kaldı)' }));
    expect(shown()).toHaveLength(200);
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster (50 kaldı)' }));
    expect(shown()).toHaveLength(250);
    expect(screen.queryByTestId('analysis-more')).toBeNull();
  });
});
