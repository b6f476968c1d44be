import { useMutation } from '@tanstack/react-query';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { fetchOperationFile } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { filterQuery, type HistoryFilters } from './analysis-keys';

/**
 * 'attachment; filename*=UTF-8''8D-Rapor.pdf' → '8D-Rapor.pdf' (RFC 6266; falls back to the plain form).
 * @internal
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed percent-escape: use the plain filename below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

type PdfTarget = { kind: 'one'; id: string } | { kind: 'all'; filters: HistoryFilters };

const PDF_FAILED = 'PDF oluşturulamadı';

/** Fetches the PDF first (so an error shows in the red box, not as a downloaded error page), then saves it. */
/** The PDF's own labels follow the interface language; anything but English is Turkish. */
function pdfLang(): 'tr' | 'en' {
  return i18n.language === 'en' ? 'en' : 'tr';
}

async function downloadPdf(target: PdfTarget): Promise<void> {
  const lang = pdfLang();
  const { blob, contentDisposition } =
    target.kind === 'one'
      ? await fetchOperationFile(ops.analysisPdf, { params: { id: target.id }, query: { lang } }, PDF_FAILED)
      : await fetchOperationFile(
          ops.bulkPdf,
          { query: { ...filterQuery(target.filters), lang } },
          PDF_FAILED,
        );
  const fallbackName = target.kind === 'one' ? `8D-Rapor-${target.id.slice(0, 8)}.pdf` : '8D-Raporlar.pdf';
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameFromDisposition(contentDisposition, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** 'PDF İndir' for one report or all listed reports (one file). */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: downloadPdf,
  });
}
