import { ClipboardList, History, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmeaLine } from '../../../../../domain/fmea/line-contract';
import { Button } from '../../../../components/ui/button';
import { Link } from '../../../../lib/router';
import type { RpnBands } from '../../utils/rpn-band';
import { ApBadge } from '../ap-badge';
import { IncompleteFlag } from '../incomplete-flag';
import { RpnBadge } from '../rpn-badge';
import { LineAction } from './line-action';
import { LineEditForm } from './line-edit-form';
import { LineHistory } from './line-history';
import { LineProposal, ProposeForm } from './line-proposal';

type Panel = 'edit' | 'propose' | 'history' | null;

const BORDER = { H: 'border-l-red-600', M: 'border-l-amber-500', L: 'border-l-green-600' } as const;

/** One line of the worksheet: AP first, the risk, the action and its result, and what the viewer may do. */
export function LineCard({
  fmeaId,
  line,
  bands,
  highlighted = false,
}: {
  fmeaId: string;
  line: TFmeaLine;
  bands?: RpnBands;
  highlighted?: boolean;
}) {
  const { t } = useTranslation('reverseFmea');
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  const current = line.revisedActionPriority ?? line.actionPriority;
  return (
    <article
      id={`line-${line.id}`}
      data-testid="worksheet-line"
      data-line-id={line.id}
      data-status={line.actionStatus}
      aria-label={line.potentialFailure}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border border-l-4 border-slate-200 bg-white p-3 shadow-sm sm:p-4 ${
        current ? BORDER[current] : 'border-l-slate-300'
      } ${highlighted ? 'ring-2 ring-blue-600' : ''}`}
    >
      <header className="flex flex-wrap items-start gap-2">
        {line.actionPriority ? <ApBadge ap={line.actionPriority} testId="line-ap" /> : null}
        {line.rpn === null ? (
          <IncompleteFlag />
        ) : (
          <RpnBadge
            rpn={line.rpn}
            bands={bands}
            bandLabel={(band) => t(`rpnBand.${band}`)}
            testId="line-rpn"
          />
        )}
        <div className="flex min-w-0 flex-1 basis-48 flex-col">
          <h3 className="font-semibold break-words text-slate-900" data-user-content>
            {line.potentialFailure}
          </h3>
          {line.processStep ? (
            <p className="text-sm break-words text-slate-700" data-user-content>
              {line.processStep}
            </p>
          ) : null}
        </div>
      </header>
      <dl className="grid gap-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        {line.causes ? (
          <>
            <dt className="font-medium">{t('worksheet.cause')}</dt>
            <dd className="break-words" data-user-content>
              {line.causes}
            </dd>
          </>
        ) : null}
        {line.effects ? (
          <>
            <dt className="font-medium">{t('worksheet.effects')}</dt>
            <dd className="break-words" data-user-content>
              {line.effects}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-slate-700 tabular-nums" data-testid="line-ratings">
        {t('worksheet.ratings', {
          s: line.severity,
          o: line.occurrence ?? t('worksheet.noRating'),
          d: line.detection ?? t('worksheet.noRating'),
        })}
      </p>
      <LineAction line={line} />
      {line.proposal ? <LineProposal fmeaId={fmeaId} line={line} proposal={line.proposal} /> : null}
      <div className="flex flex-wrap gap-2">
        {line.can.edit ? (
          <Button
            variant="secondary"
            onClick={() => toggle('edit')}
            aria-expanded={panel === 'edit'}
            data-testid="line-edit"
          >
            <Pencil className="h-4 w-4" aria-hidden />
            {t('worksheet.edit')}
          </Button>
        ) : null}
        {line.can.propose ? (
          <Button
            variant="secondary"
            onClick={() => toggle('propose')}
            aria-expanded={panel === 'propose'}
            data-testid="line-propose"
          >
            <Send className="h-4 w-4" aria-hidden />
            {t('worksheet.propose')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          onClick={() => toggle('history')}
          aria-expanded={panel === 'history'}
          data-testid="line-history-toggle"
        >
          <History className="h-4 w-4" aria-hidden />
          {panel === 'history' ? t('worksheet.hideHistory') : t('worksheet.history')}
        </Button>
        {line.taskId ? (
          <Link
            to={`/work/tasks?task=${encodeURIComponent(line.taskId)}`}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-blue-700 hover:underline"
            data-testid="line-task"
          >
            <ClipboardList className="h-4 w-4" aria-hidden />
            {t('worksheet.task')}
          </Link>
        ) : null}
      </div>
      {panel === 'edit' ? <LineEditForm fmeaId={fmeaId} line={line} onDone={() => setPanel(null)} /> : null}
      {panel === 'propose' ? <ProposeForm fmeaId={fmeaId} line={line} onDone={() => setPanel(null)} /> : null}
      {panel === 'history' ? <LineHistory fmeaId={fmeaId} lineId={line.id} /> : null}
    </article>
  );
}
