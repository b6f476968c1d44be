import type { TCapabilityColour } from '../../../../domain/capability/contract';

// AA contrast on the light tints (text-*-800 on bg-*-100); the domain names the class colour.
export const CLASS_STYLES: Record<TCapabilityColour, string> = {
  green: 'border-green-300 bg-green-100 text-green-800',
  blue: 'border-blue-300 bg-blue-100 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  red: 'border-red-300 bg-red-100 text-red-800',
};

/** The Cpk class label (Mükemmel, Yeterli, Marjinal, Yetersiz) in its colour. */
export function CapabilityBadge({
  label,
  colour,
  children,
}: {
  label: string;
  colour: TCapabilityColour;
  children?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${CLASS_STYLES[colour]}`}
      data-colour={colour}
    >
      {children ?? label}
    </span>
  );
}
