import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../domain/shared/relative-time';
import { formatDateTime } from '../../lib/format';
import { activeLocale } from '../../lib/i18n';

/** '5 dakika önce' style text that refreshes every minute; the exact time is in the tooltip. */
export function RelativeTimeText({ value }: { value: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const rel = relativeTime(value, now);
  return (
    <time dateTime={value} title={formatDateTime(value, activeLocale()) ?? undefined}>
      {rel.unit === 'now' ? t('time.now') : t(`time.${rel.unit}`, { count: rel.value })}
    </time>
  );
}
