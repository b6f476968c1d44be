import { plantDate } from '../../domain/shared/plant-date';
import { foldTurkish } from '../../domain/shared/turkish-text';
import { PDF_LABELS, type TPdfLang } from '../../domain/analyses/pdf-labels';

const SLUG_MAX = 60;

/** Title → file-name part keeping Turkish letters: 'Çapak / Hat 3' → 'Çapak_Hat_3'. */
function utf8Slug(title: string, fallback = 'rapor'): string {
  const slug = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, SLUG_MAX);
  return slug === '' ? fallback : slug;
}

/** Title → ASCII file-name part for clients that ignore filename*: 'Çapak / Hat 3' → 'capak_hat_3'. */
function asciiSlug(title: string, fallback = 'rapor'): string {
  const slug = foldTurkish(title)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, SLUG_MAX);
  return slug === '' ? fallback : slug;
}

/** Both spellings of '8D_Raporu_<slug>_<date>.pdf' (English: '8D-report_<slug>_<date>.pdf'). */
export function reportFileNames(
  title: string,
  date: Date,
  lang: TPdfLang = 'tr',
): { ascii: string; utf8: string } {
  const day = plantDate(date);
  const { fileReport, fileFallbackSlug } = PDF_LABELS[lang];
  return {
    ascii: `${fileReport}_${asciiSlug(title, fileFallbackSlug)}_${day}.pdf`,
    utf8: `${fileReport}_${utf8Slug(title, fileFallbackSlug)}_${day}.pdf`,
  };
}

/** '8D_Raporlari_<date>.pdf' (English: '8D-reports_<date>.pdf') for the bulk download. */
export function bulkFileNames(date: Date, lang: TPdfLang = 'tr'): { ascii: string; utf8: string } {
  const day = plantDate(date);
  const { fileBulkAscii, fileBulkUtf8 } = PDF_LABELS[lang];
  return { ascii: `${fileBulkAscii}_${day}.pdf`, utf8: `${fileBulkUtf8}_${day}.pdf` };
}

/** RFC 6266 attachment header: an ASCII filename plus the UTF-8 filename* (RFC 5987). */
export function attachmentDisposition(names: { ascii: string; utf8: string }): string {
  const encoded = encodeURIComponent(names.utf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${names.ascii}"; filename*=UTF-8''${encoded}`;
}
