import { Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmeaRowInput } from '../../../../domain/fmea/contract';
import type { TFmeaImportResult, TFmeaMappingOverride } from '../../../../domain/fmea/import/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { type RatingField, type RatingFixes, reviewRows, toFmeaRows } from '../utils/review-rows';
import type { RpnBands } from '../utils/rpn-band';
import { ReviewApCheck } from './review-ap-check';
import { ReviewMapping } from './review-mapping';
import { ReviewSkipped } from './review-skipped';
import { ReviewTable } from './review-table';
import { ShowMoreButton, useShownCount } from './show-more';

/** Review rows mounted at first and per 'Daha fazla göster' (each row has three 1-10 selects). */
const PAGE = 100;
const COMPANION_KEYS = {
  joined: 'review.companionJoined',
  unmatched: 'review.companionUnmatched',
  severity_differs: 'review.companionSeverityDiffers',
} as const;

export interface SaveImported {
  name: string;
  partOrProcess: string;
  rows: TFmeaRowInput[];
}

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
  const errorText = useErrorText();
  const companion = result.companion;
  const [fixes, setFixes] = useState<RatingFixes>(new Map());
  const [onlyIssues, setOnlyIssues] = useState(false);
  const [name, setName] = useState(() => result.fileName.replace(/\.[^.]+$/, ''));
  const [part, setPart] = useState('');
  const [submitted, setSubmitted] = useState(false);
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
  const visible = listed.slice(0, page.shown);
  const fix = (sourceRow: number, field: RatingField, value: number) =>
    setFixes((old) => new Map(old).set(sourceRow, { ...old.get(sourceRow), [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalidCount > 0 || name.trim() === '' || rows.length === 0) return;
    onSave({ name: name.trim(), partOrProcess: part.trim(), rows: toFmeaRows(rows) });
  };

  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-4" data-testid="review-step">
      <div>
        <h3 id="review-heading" className="text-lg font-bold text-slate-900">
          {t('review.title')}
        </h3>
        <p className="text-sm text-slate-700" data-testid="review-summary">
          {t('review.summary', {
            sheet: result.sheet,
            headerRow: result.headerRow,
            rows: result.rows.length,
            skipped: result.skipped.length,
          })}
        </p>
        {result.notice ? <AlertBox tone="info">{errorText(result.notice)}</AlertBox> : null}
        {companion ? (
          <AlertBox tone={companion.joined ? 'info' : 'error'} testId="review-companion">
            {t(COMPANION_KEYS[companion.reason ?? 'joined'], {
              sheet: companion.sheet,
              rows: companion.rows,
              fields: companion.fields.map((f) => t(`fields.${f}`)).join(', '),
            })}
          </AlertBox>
        ) : null}
      </div>

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
      <ReviewTable rows={visible} bands={bands} onFix={fix} />
      <ShowMoreButton left={page.left} onClick={page.showMore} testId="review-more" />

      {result.apCheck ? <ReviewApCheck check={result.apCheck} /> : null}
      <ReviewSkipped skipped={result.skipped} />

      <form
        onSubmit={submit}
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2"
      >
        <Field
          label={t('review.name')}
          error={submitted && name.trim() === '' ? t('review.nameRequired') : undefined}
        >
          <Input
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            data-testid="review-name"
          />
        </Field>
        <Field label={t('review.part')}>
          <Input
            value={part}
            maxLength={200}
            onChange={(e) => setPart(e.target.value)}
            data-testid="review-part"
          />
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2">
          {submitted && invalidCount > 0 ? <AlertBox tone="error">{t('review.fixFirst')}</AlertBox> : null}
          {saveError ? <AlertBox tone="error">{saveError}</AlertBox> : null}
          <Button
            type="submit"
            disabled={saving || rows.length === 0}
            className="self-start"
            data-testid="review-save"
          >
            <Save className="h-4 w-4" aria-hidden />
            {t('review.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
