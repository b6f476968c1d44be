import { Bell, CheckCheck } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../../../lib/use-dismiss';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { RelativeTimeText } from '../../../components/ui/relative-time-text';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';

/** Bell with the live unread count and a dropdown of the signed-in user's notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLDivElement>(null);
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = list.data?.unread ?? 0;

  useDismiss(open, box, closeMenu);

  return (
    <div className="relative" ref={box}>
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-label={`${t('overlay.notifications')} (${t('overlay.unread', { count: unread })})`}
        className="relative flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        data-testid="notification-bell"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 ? (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          className="absolute right-0 z-40 mt-2 w-80 rounded-xl border border-slate-200 bg-white shadow-xl"
          role="dialog"
          aria-label={t('overlay.notifications')}
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <p className="text-sm font-semibold text-slate-900">{t('overlay.notifications')}</p>
            <button
              type="button"
              onClick={() => markAll.mutate()}
              disabled={unread === 0}
              className="flex items-center gap-1 rounded-md px-2 py-1 text-xs text-blue-700 hover:bg-blue-50 disabled:text-slate-400"
            >
              <CheckCheck className="h-3.5 w-3.5" aria-hidden />
              {t('overlay.markAllRead')}
            </button>
          </div>
          <ul className="max-h-96 overflow-y-auto" data-testid="notification-list">
            {list.data?.notifications.length === 0 ? (
              <li className="px-4 py-6 text-center text-sm text-slate-500">{t('overlay.noNotifications')}</li>
            ) : null}
            {list.data?.notifications.map((n) => (
              <li
                key={n.id}
                className={`border-b border-slate-50 px-4 py-3 ${n.read ? '' : 'bg-blue-50/60'}`}
              >
                <p className="text-sm break-words text-slate-800">
                  {n.link ? (
                    <Link
                      to={n.link}
                      onClick={() => {
                        // Opening what a notification points to is reading it.
                        if (!n.read) markRead.mutate(n.id);
                        setOpen(false);
                      }}
                      className="hover:underline"
                      data-testid="notification-link"
                    >
                      {n.message}
                    </Link>
                  ) : (
                    n.message
                  )}
                </p>
                <div className="mt-1 flex items-center justify-between text-xs text-slate-500">
                  <RelativeTimeText value={n.createdAt} />
                  {!n.read ? (
                    <button
                      type="button"
                      onClick={() => markRead.mutate(n.id)}
                      className="text-blue-700 hover:underline"
                    >
                      {t('overlay.markRead')}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
