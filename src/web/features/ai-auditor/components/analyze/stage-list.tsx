import { CheckCircle2, Circle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_STAGES, type TAuditProgress, type TAuditStage } from '../../../../../domain/audit/contract';

export type StageState = 'pending' | 'running' | 'done';

/** Each stage's state from the job's progress: finished ones done, the current one running. */
export function stageStates(
  progress: TAuditProgress | null,
  finished: boolean,
): Record<TAuditStage, StageState> {
  const out = {} as Record<TAuditStage, StageState>;
  AUDIT_STAGES.forEach((stage, index) => {
    if (finished || (progress !== null && index < progress.completed)) out[stage] = 'done';
    else if (progress !== null && progress.stage === stage && progress.state === 'running')
      out[stage] = 'running';
    else out[stage] = 'pending';
  });
  return out;
}

const ICON = {
  pending: <Circle className="h-5 w-5 text-slate-400" aria-hidden />,
  running: <Loader2 className="h-5 w-5 animate-spin text-violet-700" aria-hidden />,
  done: <CheckCircle2 className="h-5 w-5 text-green-700" aria-hidden />,
};

/** The five progress lines: the engine's real stages as the job reports them. */
export function StageList({ states }: { states: Record<TAuditStage, StageState> }) {
  const { t } = useTranslation('aiAuditor');
  return (
    <ol aria-label={t('analyze.stagesLabel')} className="space-y-2" data-testid="audit-stages">
      {AUDIT_STAGES.map((stage) => (
        <li
          key={stage}
          data-testid="audit-stage"
          data-stage={stage}
          data-state={states[stage]}
          className={`flex items-center gap-3 rounded-lg border px-3 py-2 text-sm ${states[stage] === 'running' ? 'border-violet-300 bg-violet-50' : 'border-slate-200 bg-white'}`}
        >
          {ICON[states[stage]]}
          <span
            className={`flex-1 ${states[stage] === 'pending' ? 'text-slate-600' : 'font-medium text-slate-900'}`}
          >
            {t(`analyze.stages.${stage}`)}
          </span>
          <span className="text-xs text-slate-600">{t(`analyze.stageState.${states[stage]}`)}</span>
        </li>
      ))}
    </ol>
  );
}
