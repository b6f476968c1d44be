import { useTranslation } from 'react-i18next';
import { TASK_SCOPES, type TTaskScope } from '../../../../domain/tasks/contract';

/** 'Bana atananlar' · 'Oluşturduklarım' · 'Tüm ekip': whose tasks the tracker lists. */
export function ScopeTabs({ scope, onScope }: { scope: TTaskScope; onScope: (scope: TTaskScope) => void }) {
  const { t } = useTranslation('tasks');
  return (
    <div
      role="group"
      aria-label={t('tracker.scopeLabel')}
      className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5"
      data-testid="task-scope"
    >
      {TASK_SCOPES.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={scope === id}
          onClick={() => onScope(id)}
          className={`min-h-10 rounded-md px-3 text-sm font-medium ${scope === id ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {t(`tracker.scope.${id}`)}
        </button>
      ))}
    </div>
  );
}
