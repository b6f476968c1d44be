import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** DejaVu Sans covers every Turkish letter (ğ ş ı İ ç ö ü); resolved through node_modules so any cwd works. */
export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** Names the fonts are registered under in every document. */
export const FONT = { regular: 'DejaVu', bold: 'DejaVu-Bold' } as const;
