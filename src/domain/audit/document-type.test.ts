import { describe, expect, it } from 'vitest';
import { guessDocumentType } from './document-type';

describe('guessDocumentType (spec §5.1, in the spec order)', () => {
  it.each([
    ['Control Plan.xlsx', 'control-plan'],
    ['KONTROL_PLANI_rev3.pdf', 'control-plan'],
    ['kontrol planı.docx', 'control-plan'],
    ['PFMEA_Hat1.xlsx', 'fmea'],
    ['pfmea.XLS', 'fmea'],
    ['Synoptic view.pptx', 'synoptic'],
    ['SİNOPTİK.pdf', 'synoptic'],
    ['SINOPTIK.pdf', 'synoptic'],
    ['Process Flow.docx', 'process-flow'],
    ['Proses AKIŞ Şeması.xlsx', 'process-flow'],
    ['süreç akış.pdf', 'process-flow'],
    ['Akis_semasi.pdf', 'process-flow'],
    ['audit checklist.xls', 'other'],
    ['', 'other'],
    // Order matters: the first rule wins.
    ['FMEA ve kontrol planı.xlsx', 'control-plan'],
    ['fmea flow.xlsx', 'fmea'],
    ['sinoptik akış.pdf', 'synoptic'],
  ])('%s → %s', (name, type) => {
    expect(guessDocumentType(name)).toBe(type);
  });

  it('reads a decomposed (macOS) file name', () => {
    expect(guessDocumentType('Süreç Akış.pdf'.normalize('NFD'))).toBe('process-flow');
  });
});
