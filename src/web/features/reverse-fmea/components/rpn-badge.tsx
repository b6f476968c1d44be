import { BAND_CLASSES, DEFAULT_RPN_BANDS, rpnBand, type RpnBands } from '../utils/rpn-band';

/** The RPN in its colour band (spec §9); the band is also given as text for screen readers. */
export function RpnBadge({
  rpn,
  bands = DEFAULT_RPN_BANDS,
  bandLabel,
  testId,
}: {
  rpn: number;
  bands?: RpnBands;
  bandLabel: (band: 'high' | 'medium' | 'low') => string;
  testId?: string;
}) {
  const band = rpnBand(rpn, bands);
  return (
    <span
      data-testid={testId}
      data-band={band}
      aria-live="polite"
      className={`inline-flex min-w-14 justify-center rounded-md px-2 py-1 text-sm font-bold tabular-nums ring-1 ${BAND_CLASSES[band]}`}
    >
      {rpn}
      <span className="sr-only"> ({bandLabel(band)})</span>
    </span>
  );
}
