import { useTranslation } from 'react-i18next';
import type { TLineFieldChange } from '../../../../../domain/fmea/line-contract';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useLineHistory } from '../../api/fmea-lines';
import { lineDateText } from './line-date';

const STATUS_FIELDS = new Set(['actionStatus']);
const DATE_FIELDS = new Set(['targetDate', 'completionDate']);

/** Every change to the line, newest first: when, who, from where, each field before → after. */
export function LineHistory({ fmeaId, lineId }: { fmeaId: string; lineId: string }) {
  const { t, i18n } = useTranslation('reverseFmea');
  const history = useLineHistory(fmeaId, lineId, true);
  const value = (change: TLineFieldChange, text: string) => {
    if (text === '') return t('worksheet.empty_value');
    if (STATUS_FIELDS.has(change.field)) return t(`worksheet.statuses.${text}`, { defaultValue: text });
    if (DATE_FIELDS.has(change.field)) return lineDateText(text);
    // a task's id means nothing to a reader: that a task is linked does
    if (change.field === 'taskId') return t('worksheet.taskLinked');
    return text;
  };
  if (history.isPending) return <Spinner />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.changes.length === 0)
    return <p className="text-sm text-slate-600">{t('worksheet.historyEmpty')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-3 text-sm" data-testid="line-history">
      {history.data.changes.map((change) => (
        <li key={change.id} data-testid="line-change" data-source={change.source}>
          <p className="text-xs text-slate-600">
            {t('worksheet.historyEntry', {
              when: when.format(new Date(change.changedAt)),
              who: change.changedByName ?? t('worksheet.someone'),
              source: t(`worksheet.sources.${change.source}`),
            })}
          </p>
          <ul>
            {change.fields.map((field) => (
              <li key={field.field} className="break-words">
                <span className="font-medium">
                  {t(`worksheet.fields.${field.field}`, { defaultValue: field.field })}:
                </span>{' '}
                <span data-user-content>{value(field, field.before)}</span> →{' '}
                <span data-user-content>{value(field, field.after)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
