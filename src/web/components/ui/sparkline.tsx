/**
 * A small trend line (inline SVG, no chart library): the points scaled into the box, the last one
 * marked. `label` is what a screen reader hears instead (the values in words).
 */
export function Sparkline({
  values,
  label,
  testId,
  width = 120,
  height = 28,
}: {
  values: readonly number[];
  label: string;
  testId?: string;
  width?: number;
  height?: number;
}) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = 3;
  const x = (i: number) => pad + (i * (width - 2 * pad)) / (values.length - 1);
  // A flat series sits in the middle rather than on the floor.
  const y = (v: number) => (max === min ? height / 2 : pad + ((max - v) * (height - 2 * pad)) / (max - min));
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = values.length - 1;
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="mx-auto mt-2 text-blue-700"
      data-testid={testId}
      data-values={values.join(',')}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round" />
      <circle cx={x(last)} cy={y(values[last]!)} r={2.5} fill="currentColor" />
    </svg>
  );
}
