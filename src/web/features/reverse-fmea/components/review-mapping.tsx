import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FMEA_IMPORT_FIELDS,
  FMEA_IMPORT_FIELD_LABELS,
  type TFmeaImportResult,
  type TFmeaMappingOverride,
} from '../../../../domain/fmea/import/contract';
import { Button } from '../../../components/ui/button';

/** The detected column of each field, changeable; 'yeniden oku' re-reads the file with the choices. */
export function ReviewMapping({
  result,
  pending,
  onReread,
}: {
  result: TFmeaImportResult;
  pending: boolean;
  onReread: (mapping: TFmeaMappingOverride) => void;
}) {
  const { t } = useTranslation('reverseFmea');
  const detected = () =>
    Object.fromEntries(FMEA_IMPORT_FIELDS.map((f) => [f, result.mapping[f]?.column ?? null])) as Record<
      (typeof FMEA_IMPORT_FIELDS)[number],
      number | null
    >;
  const [mapping, setMapping] = useState(detected);
  const changed = FMEA_IMPORT_FIELDS.some((f) => mapping[f] !== (result.mapping[f]?.column ?? null));

  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('review.mapping')}</legend>
      <p className="mb-2 text-xs text-slate-600">{t('review.mappingHint')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {FMEA_IMPORT_FIELDS.map((field) => (
          <label key={field} className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-slate-800">
              {t(`fields.${field}`, { defaultValue: FMEA_IMPORT_FIELD_LABELS[field] })}
            </span>
            <select
              value={mapping[field] ?? ''}
              data-testid={`mapping-${field}`}
              onChange={(event) =>
                setMapping((old) => ({
                  ...old,
                  [field]: event.target.value === '' ? null : Number(event.target.value),
                }))
              }
              className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
            >
              <option value="">{t('review.notMapped')}</option>
              {result.columns.map((column) => (
                <option key={column.index} value={column.index}>
                  {column.letter}: {column.header || '—'}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={!changed || pending}
        onClick={() => onReread(mapping)}
      >
        <RotateCw className="h-4 w-4" aria-hidden />
        {t('review.reread')}
      </Button>
    </fieldset>
  );
}
