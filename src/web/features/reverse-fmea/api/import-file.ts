import { useMutation } from '@tanstack/react-query';
import {
  type TFmeaImportResult,
  type TFmeaMappingOverride,
  type TTemplateChoice,
  ZFmeaImportResult,
} from '../../../../domain/fmea/import/contract';
import { fmeaImportOperations } from '../../../../domain/fmea/import/operations';
import { ZApiError } from '../../../../domain/shared/api-error';
import { ApiError, operationHref } from '../../../lib/api-client';

export interface ImportInput {
  file: File;
  sheet?: string;
  mapping?: TFmeaMappingOverride;
  /** A mapping template's id or 'none'; absent: the organisation's template for the file's header. */
  template?: TTemplateChoice;
}

/**
 * POST /api/fmea/import as multipart (field `file`): the server reads the file by its content and
 * answers the detected sheet, mapping, rows and skipped rows; a sheet or mapping chosen in the review
 * re-reads the same file with them.
 */
export async function importFmeaFile({
  file,
  sheet,
  mapping,
  template,
}: ImportInput): Promise<TFmeaImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const url = operationHref(fmeaImportOperations.importFile, {
    query: { sheet, template, mapping: mapping ? JSON.stringify(mapping) : undefined },
  });
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edin.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(data);
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      throw new ApiError(response.status, code, message, field);
    }
    throw new ApiError(response.status, 'http_error', 'Dosya okunamadı');
  }
  return ZFmeaImportResult.parse(data);
}

export const useImportFmeaFile = () => useMutation({ mutationFn: importFmeaFile });
