import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useRealtime } from '../../lib/use-realtime';
import { avatarColor } from '../../../domain/shared/avatar-color';

const MAX_AVATARS = 5;

/** Who is online (real presence over all server instances), the bell, and 'share this screen'. */
export function CollaborationOverlay() {
  const { t } = useTranslation();
  const { presence } = useRealtime();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
    setTimeout(() => setCopied(null), 2500);
  };

  return (
    <div
      className="flex items-center gap-1 rounded-full border border-slate-200 bg-white py-0.5 pr-1 pl-2"
      data-testid="collaboration-overlay"
    >
      <div className="flex items-center" aria-label={t('overlay.onlineUsers')}>
        {/* People's names are user data: no translation applies to them (the English-mode check skips them). */}
        <div
          className="flex -space-x-2"
          title={presence.map((u) => u.fullName).join(', ')}
          translate="no"
          data-user-content=""
        >
          {presence.slice(0, MAX_AVATARS).map((u, index) => (
            <span
              key={u.id}
              // On a phone the header holds one avatar and a '+N' badge: five would push it off screen.
              className={`${index > 0 ? 'hidden sm:flex' : 'flex'} h-7 w-7 items-center justify-center rounded-full border-2 border-white text-[10px] font-bold text-white`}
              style={{ backgroundColor: avatarColor(u.id) }}
              title={u.fullName}
            >
              {u.initials}
            </span>
          ))}
          {presence.length > 1 ? (
            <span
              className="flex h-7 min-w-7 items-center justify-center rounded-full border-2 border-white bg-slate-200 px-1 text-[10px] font-bold text-slate-800 sm:hidden"
              data-testid="presence-more"
              aria-hidden
            >
              +{presence.length - 1}
            </span>
          ) : null}
        </div>
        {/* The count in words is for screen readers: with two or more avatars, 'N active' beside them cut the
            mode's English subtitle short at every width (the header's content has a maximum width). */}
        <span className="sr-only" data-testid="presence-count">
          {t('overlay.active', { count: presence.length })}
        </span>
      </div>
      <NotificationBell />
      <div className="relative">
        <button
          type="button"
          onClick={() => void share()}
          className="flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          aria-label={t('overlay.share')}
          title={t('overlay.share')}
          data-testid="share-button"
        >
          <Share2 className="h-5 w-5" aria-hidden />
        </button>
        {copied ? (
          <span
            role="status"
            className="absolute top-11 right-0 z-40 rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white"
          >
            {copied === 'ok' ? t('overlay.copied') : t('overlay.copyFailed')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
