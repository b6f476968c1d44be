import { useMutation } from '@tanstack/react-query';
import {
  type TFmeaImportResult,
  type TFmeaMappingOverride,
  type TTemplateChoice,
} from '../../../../domain/fmea/import/contract';
import { fmeaImportOperations } from '../../../../domain/fmea/import/operations';
import { callMultipartOperation } from '../../../lib/api-client';

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
async function importFmeaFile({ file, sheet, mapping, template }: ImportInput): Promise<TFmeaImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callMultipartOperation(
    fmeaImportOperations.importFile,
    form,
    { query: { sheet, template, mapping: mapping ? JSON.stringify(mapping) : undefined } },
    'Dosya okunamadı',
  );
}

export const useImportFmeaFile = () => useMutation({ mutationFn: importFmeaFile });
