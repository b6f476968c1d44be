import { foldTurkish } from '../../domain/shared/turkish-text';

/** What the list search matches: folded name, part/process and file name. */
export function fmeaSearchText(fmea: {
  name: string;
  partOrProcess: string;
  sourceFileName: string | null;
}): string {
  return foldTurkish([fmea.name, fmea.partOrProcess, fmea.sourceFileName ?? ''].join(' '));
}
