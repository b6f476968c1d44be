import { useTranslation } from 'react-i18next';
import { AUDIT_RULE_GROUPS } from '../../../../../domain/audit/rule-definition';
import { AUDIT_RULES, isRuleEnabled } from '../../../../../domain/audit/rules';
import { Switch } from '../../../../components/ui/switch';

/**
 * Every rule of the engine by group, each with its clause: a switch for a Yönetici, 'Açık'/'Kapalı'
 * for others. A rule missing from `enabled` is on (the contract's rule).
 */
export function RuleSwitches({
  enabled,
  onChange,
  readOnly,
}: {
  enabled: Record<string, boolean>;
  onChange: (next: Record<string, boolean>) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('aiAuditor');
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">{t('settings.rulesHeading')}</legend>
      {AUDIT_RULE_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`audit-rule-group-${group}`}>
          <h4 id={`audit-rule-group-${group}`} className="mb-1 text-sm font-semibold text-violet-800">
            {t(`settings.groups.${group}`)}
          </h4>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-3">
            {AUDIT_RULES.filter((rule) => rule.group === group).map((rule) => {
              const on = isRuleEnabled(enabled, rule.id);
              const label = t(`rules.${rule.id}`, { defaultValue: rule.tr.title });
              const description = t('report.clause', { clause: rule.clause });
              return (
                <li key={rule.id} data-testid="audit-rule" data-rule={rule.id} data-enabled={on}>
                  {readOnly ? (
                    <div className="flex items-center justify-between gap-4 py-2">
                      <div>
                        <p className="text-sm font-medium text-slate-900">{label}</p>
                        <p className="text-sm text-slate-600">{description}</p>
                      </div>
                      <span className={`text-sm font-semibold ${on ? 'text-green-700' : 'text-slate-500'}`}>
                        {on ? t('settings.on') : t('settings.off')}
                      </span>
                    </div>
                  ) : (
                    <Switch
                      id={`audit-rule-${rule.id}`}
                      checked={on}
                      label={label}
                      description={description}
                      onChange={(checked) => onChange({ ...enabled, [rule.id]: checked })}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </fieldset>
  );
}
