import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * How many rows of a long list are mounted: `step` at first, `step` more per click. A 10 000-row FMEA
 * would otherwise mount 10 000 cards (or 30 000 rating selects) at once.
 */
export function useShownCount(total: number, step: number) {
  const [count, setCount] = useState(step);
  const showMore = useCallback(() => setCount((n) => n + step), [step]);
  /** Makes sure the first `n` rows are mounted (a linked row beyond the shown ones). */
  const showAtLeast = useCallback((n: number) => setCount((old) => Math.max(old, n)), []);
  const reset = useCallback(() => setCount(step), [step]);
  return { shown: Math.min(count, total), left: Math.max(total - count, 0), showMore, showAtLeast, reset };
}

/** 'Daha fazla göster (N kaldı)' under a list; nothing once every row is shown. */
export function ShowMoreButton({
  left,
  onClick,
  testId,
}: {
  left: number;
  onClick: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('reverseFmea');
  if (left <= 0) return null;
  return (
    <Button variant="secondary" className="self-start" onClick={onClick} data-testid={testId}>
      {t('list.more', { count: left })}
    </Button>
  );
}
