import { useMutation } from '@tanstack/react-query';
import { ZApiError } from '../../../../domain/shared/api-error';
import { ApiError } from '../../../lib/api-client';
import { filterParams, type HistoryFilters } from './analysis-keys';

/** 'attachment; filename*=UTF-8''8D-Rapor.pdf' → '8D-Rapor.pdf' (RFC 6266; falls back to the plain form). */
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

/** Fetches the PDF first (so an error shows in the red box, not as a downloaded error page), then saves it. */
async function downloadPdf(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edin.');
  }
  if (!response.ok) {
    const parsed = ZApiError.safeParse(await response.json().catch(() => null));
    if (parsed.success)
      throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, 'http_error', 'PDF oluşturulamadı');
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export type PdfTarget = { kind: 'one'; id: string } | { kind: 'all'; filters: HistoryFilters };

function pdfUrl(target: PdfTarget): string {
  if (target.kind === 'one') return `/api/analyses/${encodeURIComponent(target.id)}/pdf`;
  const query = filterParams(target.filters).toString();
  return `/api/analyses/pdf${query ? `?${query}` : ''}`;
}

/** 'PDF İndir' for one report or all listed reports (one file). */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: (target: PdfTarget) =>
      downloadPdf(
        pdfUrl(target),
        target.kind === 'one' ? `8D-Rapor-${target.id.slice(0, 8)}.pdf` : '8D-Raporlar.pdf',
      ),
  });
}
