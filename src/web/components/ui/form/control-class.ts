/**
 * The one look of every text-like control (input, select, textarea, number, date): the same height,
 * border, focus ring and red border when aria-invalid, so a native select or date matches a text field.
 */
export const controlClass =
  'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 aria-invalid:border-red-600 aria-invalid:bg-red-50';
