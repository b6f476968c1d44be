import { detectFormat } from './detect-format';
import { readDoc } from './read-doc';
import { readDocx } from './read-docx';
import { readPdf } from './read-pdf';
import { readPptx } from './read-pptx';
import { problem, type ReadResult } from './read-result';
import { readSpreadsheet } from './read-spreadsheet';

/**
 * Reads one stored document by what its bytes are (never its name). Every failure becomes a
 * readProblem the engine reports as a finding with what to do: a reader never throws out of here.
 */
export async function readDocumentBytes(bytes: Uint8Array): Promise<ReadResult> {
  try {
    const detected = detectFormat(bytes);
    if (detected.encrypted) return problem('encrypted', 'Office belgesi parola ile korunuyor');
    switch (detected.format) {
      case 'pdf':
        return await readPdf(bytes);
      case 'docx':
        return await readDocx(bytes);
      case 'doc':
        return await readDoc(bytes);
      case 'pptx':
        return readPptx(bytes);
      case 'ppt':
        return problem(
          'legacy-ppt',
          'PowerPoint 97-2003 (.ppt) dosyası okunamıyor: PPTX olarak kaydedin ve yeniden yükleyin',
        );
      case 'xlsx':
      case 'xls':
        return await readSpreadsheet(bytes);
      case 'unknown':
        return problem('corrupt', 'içerik tanınmadı: dosya bozuk veya uzantısı içeriğiyle uyuşmuyor');
    }
  } catch {
    return problem('corrupt', 'dosya okunurken beklenmeyen bir yapıyla karşılaşıldı');
  }
}
