import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmeaImportResult, TFmeaMappingOverride } from '../../../../domain/fmea/import/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { type RatingField, type RatingFixes, reviewRows } from '../utils/review-rows';
import type { RpnBands } from '../utils/rpn-band';
import { ReviewApCheck } from './review-ap-check';
import { ReviewMapping } from './review-mapping';
import { ReviewSaveForm } from './review-save-form';
import type { SaveImported } from './review-save-schema';
import { ReviewSkipped } from './review-skipped';
import { ReviewSummary } from './review-summary';
import { ReviewTable } from './review-table';
import { ShowMoreButton, useShownCount } from './show-more';

/** Review rows mounted at first and per 'Daha fazla göster' (each row has three 1-10 selects). */
const PAGE = 100;

/**
 * The review between reading a file and storing it: detected sheet and mapping (changeable), every
 * invalid S/O/D flagged and fixable in place, the file's RPN where it differs, the file's AP where
 * the AP table says otherwise, every skipped row with its reason. Nothing is stored until 'Kaydet ve
 * Analiz Et'.
 */
export function ReviewStep({
  result,
  bands,
  rereading,
  onReread,
  saving,
  saveError,
  onSave,
  templateLine,
}: {
  result: TFmeaImportResult;
  bands?: RpnBands;
  rereading: boolean;
  onReread: (input: { sheet?: string; mapping?: TFmeaMappingOverride }) => void;
  saving: boolean;
  saveError: string | null;
  onSave: (input: SaveImported) => void;
  /** The 'Şablon' line (mapping template), above the mapping it sets. */
  templateLine?: ReactNode;
}) {
  const { t } = useTranslation('reverseFmea');
  const [fixes, setFixes] = useState<RatingFixes>(new Map());
  const [onlyIssues, setOnlyIssues] = useState(false);
  const rows = useMemo(() => reviewRows(result.rows, fixes), [result.rows, fixes]);
  const invalidCount = rows.filter((r) => r.invalid.length > 0).length;
  const incompleteCount = rows.filter((r) => r.incomplete.length > 0).length;
  // Filter before slicing: a problem row at index 230 is found although only 100 rows are mounted.
  const listed = useMemo(
    () =>
      onlyIssues ? rows.filter((r) => r.invalid.length > 0 || r.incomplete.length > 0 || r.rpnDiffers) : rows,
    [rows, onlyIssues],
  );
  const page = useShownCount(listed.length, PAGE);
  const fix = (sourceRow: number, field: RatingField, value: number) =>
    setFixes((old) => new Map(old).set(sourceRow, { ...old.get(sourceRow), [field]: value }));

  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-4" data-testid="review-step">
      <ReviewSummary result={result} />

      {result.sheets.length > 1 ? (
        <label className="flex max-w-sm flex-col gap-1 text-sm">
          <span className="font-medium text-slate-800">{t('review.sheet')}</span>
          <select
            value={result.sheet}
            disabled={rereading}
            data-testid="review-sheet"
            onChange={(event) => onReread({ sheet: event.target.value })}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {result.sheets.map((sheet) => (
              <option key={sheet.name} value={sheet.name}>
                {sheet.name} ({sheet.rows})
              </option>
            ))}
          </select>
        </label>
      ) : null}

      {templateLine}
      <ReviewMapping
        key={JSON.stringify(result.mapping)}
        result={result}
        pending={rereading}
        onReread={(mapping) => onReread({ sheet: result.sheet, mapping })}
      />

      {invalidCount > 0 ? (
        <AlertBox tone="error" testId="review-invalid">
          {t('review.invalid', { count: invalidCount })}
        </AlertBox>
      ) : null}
      {incompleteCount > 0 ? (
        <AlertBox tone="info" testId="review-incomplete">
          {t('review.incomplete', { count: incompleteCount })}
        </AlertBox>
      ) : null}

      {/* outside the form: Enter on a checkbox would submit it */}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={onlyIssues}
          data-testid="review-only-issues"
          onChange={(e) => {
            setOnlyIssues(e.target.checked);
            page.reset();
          }}
        />
        {t('review.onlyIssues')}
      </label>
      <ReviewSaveForm
        fileName={result.fileName}
        rows={rows}
        saving={saving}
        saveError={saveError}
        onSave={onSave}
      >
        <ReviewTable rows={listed.slice(0, page.shown)} bands={bands} onFix={fix} />
        <ShowMoreButton left={page.left} onClick={page.showMore} testId="review-more" />
        {result.apCheck ? <ReviewApCheck check={result.apCheck} /> : null}
        <ReviewSkipped skipped={result.skipped} />
      </ReviewSaveForm>
    </section>
  );
}
