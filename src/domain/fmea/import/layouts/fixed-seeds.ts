/**
 * The layout seeds every `npx vitest` run checks (issue 19 §6): 1-360 (120 per format: seed % 3
 * picks .xlsx, .xls, .csv), then the seeds `npm run test:layouts -- --random N` found failing,
 * kept once fixed.
 */
export const FIXED_LAYOUT_SEEDS: readonly number[] = [
  ...Array.from({ length: 360 }, (_, i) => i + 1),
  // Found by --random, each fixed in the reader since:
  // a title merged over part of the table right above the header;
  1454557092,
  // a heading row left empty in a CSV, 'Op No.' read as a section, a lone sub-heading row,
  // a weight-0 heading on the row above, a repeated group heading taken for a title;
  925188605,
  960184483,
  1140368120,
  219831917,
  505046260,
  453824729,
  536136305,
  311316155,
  192681766,
  717819818,
  // a ';' CSV with decimal commas split on ','; rating columns read as a 1-N definition table.
  500852291,
  1087720396,
  1653895084,
  1907439703,
  444792799,
];
