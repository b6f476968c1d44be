import { defineOperation } from '../../shared/operation';
import { ZFmeaImportQuery, ZFmeaImportResult } from './contract';

/**
 * POST /api/fmea/import: multipart/form-data with the file in field `file` (.xlsx, .xlsm, .xls, .csv,
 * checked by content). Errors: 400 no/empty/corrupt file, 413 too large (also when it expands too
 * much), 415 not a spreadsheet, 422 no FMEA header or ratings not on the 1-10 scale.
 */
export const fmeaImportOperations = {
  importFile: defineOperation({
    method: 'POST',
    path: '/api/fmea/import',
    tags: ['fmea'],
    summary:
      'FMEA dosyasını (.xlsx, .xls, .csv) okur: başlık, sütun eşleştirmesi, satırlar ve atlanan satırlar',
    query: ZFmeaImportQuery,
    response: ZFmeaImportResult,
  }),
} as const;
