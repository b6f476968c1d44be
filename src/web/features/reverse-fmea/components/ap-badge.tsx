import { useTranslation } from 'react-i18next';
import { priorityClasses } from '../utils/priority-colour';

const PRIORITY_OF_AP = { H: 'high', M: 'medium', L: 'low' } as const;

/** 'AP H · Yüksek' in the priority's colour (AP is the priority on every screen, issue 23 §3). */
export function ApBadge({ ap, testId = 'ap-badge' }: { ap: 'H' | 'M' | 'L'; testId?: string }) {
  const { t } = useTranslation('reverseFmea');
  const colour = priorityClasses(PRIORITY_OF_AP[ap]);
  return (
    <span
      className={`shrink-0 rounded-md px-2 py-0.5 text-xs font-bold whitespace-nowrap ${colour.badge}`}
      data-testid={testId}
    >
      {t('plan.apPriority', { ap, label: t(`priority.${colour.known}`) })}
    </span>
  );
}
