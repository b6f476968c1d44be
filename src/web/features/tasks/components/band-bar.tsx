import type { TBand } from '../../../../domain/tasks/progress';
import { BAND_BAR } from './badges';

/** A labelled bar (role=progressbar) filled to `value` % in the colour of its band; over 100 shows full. */
export function BandBar({
  value,
  band,
  label,
  size = 'h-2',
}: {
  value: number;
  band: TBand;
  label: string;
  size?: string;
}) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(value)}
      aria-valuemin={0}
      aria-valuemax={Math.max(100, Math.round(value))}
      data-band={band}
      className={`w-full overflow-hidden rounded-full bg-slate-200 ${size}`}
    >
      <div className={`h-full rounded-full ${BAND_BAR[band]}`} style={{ width: `${width}%` }} />
    </div>
  );
}
