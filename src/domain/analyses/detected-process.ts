/** What a report says when 'Otomatik algıla' matched no knowledge entry (pdf-labels.ts pdfProcessLabel). */
export const PROCESS_NOT_DETECTED = 'Algılanamadı (bilgi bankasında eşleşme yok)';
