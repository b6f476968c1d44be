import type { Measure } from '../../../../../domain/analyses/wrap-text';

let context: CanvasRenderingContext2D | null | undefined;
// Canvas metrics can fall short of the rendered SVG text by a few percent (hinting, font loading).
const SAFETY = 1.06;

/** Text width with the app's font, measured on an off-screen canvas. */
export const measureText: Measure = (text, size, bold = false) => {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  if (!context) return text.length * size * 0.6;
  context.font = `${bold ? 600 : 400} ${size}px Inter, ui-sans-serif, system-ui, sans-serif`;
  return context.measureText(text).width * SAFETY;
};
