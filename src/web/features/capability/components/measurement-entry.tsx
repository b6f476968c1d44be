import { Eraser } from 'lucide-react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../hooks/use-number-format';
import { describeParseIssues } from '../../../../domain/capability/parse-measurements';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { FieldError } from '../../../components/ui/form/field';
import { Textarea } from '../../../components/ui/form/textarea';
import type { Calculator, MeasurementSource } from '../hooks/use-calculator';
import type { CapabilityFormValues } from './capability-form-schema';
import { FileImport } from './file-import';
import { MeasurementSlots } from './measurement-slots';
import { SegmentedControl } from './segmented-control';

/** Where the measurements come from: the 30 slots, a pasted list, a spreadsheet column, or the generator. */
const ERROR_ID = 'capability-values-error';

/**
 * Where the measurements come from: the 30 slots, a pasted list, a spreadsheet column, or the generator.
 * A calculation error about the values ('En az 5 ölçüm değeri gereklidir!') shows right here.
 */
export function MeasurementEntry({ calculator }: { calculator: Calculator }) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const errorText = useErrorText();
  const { inputMode, source, parsed } = calculator;
  // The contract's message about the measurements (e.g. fewer than 5), else what the calculation found.
  const { errors } = useFormState<CapabilityFormValues>({ name: 'values' });
  const calculationError =
    calculator.error && (calculator.error.field === 'values' || calculator.error.field === 'count')
      ? calculator.error.message
      : undefined;
  const error = errorText(errors.values?.message ?? calculationError);
  const errorId = error ? ERROR_ID : undefined;
  const message = <FieldError id={ERROR_ID} message={error} testId="capability-error" />;

  if (inputMode === 'automatic') {
    const shown = calculator.generated.map(fmt.field);
    return (
      <section className="space-y-3" aria-labelledby="capability-generated">
        <p className="text-sm text-slate-700">{t('mode.automaticHint')}</p>
        {shown.length > 0 ? (
          <>
            <h3 id="capability-generated" className="text-sm font-semibold text-slate-900">
              {t('generated')}
            </h3>
            <MeasurementSlots slots={shown} readOnly />
          </>
        ) : null}
        {message}
      </section>
    );
  }

  const issues =
    source === 'slots'
      ? parsed.invalid.length > 0
        ? t('slots.invalid', {
            count: parsed.invalid.length,
            list: parsed.invalid.map((c) => c.index).join(', '),
          })
        : null
      : describeParseIssues(parsed);

  return (
    <section className="space-y-3">
      <SegmentedControl<MeasurementSource>
        label={t('source.label')}
        value={source}
        onChange={calculator.setSource}
        testId="measurement-source"
        options={[
          { value: 'slots', label: t('source.slots') },
          { value: 'paste', label: t('source.paste') },
          { value: 'file', label: t('source.file') },
        ]}
      />
      {source === 'slots' ? (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-x-2">
            <h3 className="text-sm font-semibold text-slate-900">{t('slots.heading')}</h3>
            <Button variant="ghost" onClick={calculator.clearSlots}>
              <Eraser className="h-4 w-4" aria-hidden />
              {t('slots.clear')}
            </Button>
          </div>
          <MeasurementSlots slots={calculator.slots} onChange={calculator.setSlot} errorId={errorId} />
        </div>
      ) : null}
      {source === 'paste' ? (
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor="capability-paste" className="text-sm font-semibold text-slate-900">
              {t('paste.label')}
            </label>
            <Button
              variant="ghost"
              onClick={() => calculator.setPasteText('')}
              disabled={calculator.pasteText === ''}
            >
              <Eraser className="h-4 w-4" aria-hidden />
              {t('paste.clear')}
            </Button>
          </div>
          <Textarea
            id="capability-paste"
            rows={8}
            value={calculator.pasteText}
            onChange={(event) => calculator.setPasteText(event.target.value)}
            placeholder={t('paste.placeholder')}
            spellCheck={false}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            className="font-mono"
          />
        </div>
      ) : null}
      {source === 'file' ? (
        <FileImport imported={calculator.imported} onImported={calculator.setImported} errorId={errorId} />
      ) : null}
      {message}
      <p className="text-sm font-medium text-slate-800" data-testid="measurement-count" aria-live="polite">
        {t('count', { value: fmt.number(parsed.values.length, { digits: 0, grouping: true }) })}
      </p>
      {issues ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="parse-issues"
        >
          {issues}
        </p>
      ) : null}
    </section>
  );
}
