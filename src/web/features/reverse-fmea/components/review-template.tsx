import { Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmeaImportResult, TTemplateChoice } from '../../../../domain/fmea/import/contract';
import type { TMappingTemplate } from '../../../../domain/fmea/import/template-contract';
import { columnLetter } from '../../../../domain/fmea/import/workbook';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorText } from '../../../components/ui/form/error-text';
import { ReviewTemplateNameForm } from './review-template-name-form';

export interface TemplateActions {
  choose: (choice: TTemplateChoice) => void;
  /** Saves the mapping the review shows as a new template. */
  save: (name: string) => void;
  /** Puts the mapping the review shows into the applied template. */
  update: (id: string) => void;
  rename: (id: string, name: string) => void;
  remove: (id: string) => void;
}

const sameMapping = (template: TMappingTemplate, result: TFmeaImportResult) =>
  Object.entries(result.mapping).every(
    ([field, m]) =>
      (template.mapping[field as keyof typeof template.mapping] ?? null) === (m?.column ?? null),
  );

/**
 * The review's 'Şablon' line: which mapping template was applied to this file (found by its header
 * signature, or chosen), another template of the same header or none to choose, the fields whose
 * template column no longer fits, and saving the mapping shown as a template (or into this one).
 * Buttons follow the template's `can`; the server decides the same.
 */
export function ReviewTemplate({
  result,
  templates,
  busy,
  error,
  actions,
}: {
  result: TFmeaImportResult;
  templates: readonly TMappingTemplate[];
  busy: boolean;
  error: string | null;
  actions: TemplateActions;
}) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const applied = result.template;
  const stored = applied ? templates.find((x) => x.id === applied.id) : undefined;
  const choices = templates.filter((x) => x.signature === result.signature || x.id === applied?.id);
  const letter = (column: number) =>
    result.columns.find((c) => c.index === column)?.letter ?? columnLetter(column);

  return (
    <section
      aria-labelledby="review-template-heading"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
      data-testid="review-template-section"
    >
      <h4 id="review-template-heading" className="text-sm font-semibold text-slate-800">
        {t('review.templateTitle')}
      </h4>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium text-slate-900" data-testid="review-template">
          {applied
            ? t('review.templateLine', { name: stored?.name ?? applied.name })
            : t('review.templateNone')}
          {applied ? (
            <span className="text-xs font-normal text-slate-600">
              {' '}
              ({t(`review.templateHow.${applied.how}`)})
            </span>
          ) : null}
        </p>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-slate-700">{t('review.templateChoose')}</span>
          <select
            value={applied?.id ?? 'none'}
            disabled={busy}
            data-testid="review-template-choice"
            onChange={(event) => actions.choose(event.target.value as TTemplateChoice)}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.authorName
                  ? t('review.templateBy', { name: choice.name, author: choice.authorName })
                  : choice.name}
              </option>
            ))}
            <option value="none">{t('review.templateChooseNone')}</option>
          </select>
        </label>
      </div>
      {applied?.fallbacks.map((fallback) => (
        <AlertBox key={fallback.field} tone="error" testId="template-fallback">
          {t(fallback.detected === null ? 'review.templateFallbackNone' : 'review.templateFallback', {
            field: t(`fields.${fallback.field}`),
            column: letter(fallback.column),
            detected: fallback.detected === null ? '' : letter(fallback.detected),
          })}
        </AlertBox>
      ))}
      <p className="text-xs text-slate-600">{t('review.templateHint')}</p>
      <ReviewTemplateNameForm
        busy={busy}
        onSave={actions.save}
        onRename={stored?.can.edit ? (newName) => actions.rename(stored.id, newName) : undefined}
      />
      {stored && (stored.can.edit || stored.can.delete) ? (
        <div className="flex flex-wrap gap-2">
          {stored.can.edit && !sameMapping(stored, result) ? (
            <Button
              variant="secondary"
              disabled={busy}
              data-testid="template-update"
              onClick={() => actions.update(stored.id)}
            >
              <Upload className="h-4 w-4" aria-hidden />
              {t('review.templateUpdate', { name: stored.name })}
            </Button>
          ) : null}
          {stored.can.delete ? (
            <Button
              variant="secondary"
              disabled={busy}
              data-testid="template-delete"
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('review.templateDelete', { name: stored.name })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {error ? <AlertBox tone="error">{errorText(error)}</AlertBox> : null}
      {stored ? (
        <ConfirmDialog
          open={confirming}
          title={t('review.templateDelete', { name: stored.name })}
          confirmLabel={t('review.templateDeleteConfirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            actions.remove(stored.id);
          }}
        >
          <p>{t('review.templateDeleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
