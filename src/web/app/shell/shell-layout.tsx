import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/current-user';
import { FeedbackButton } from './feedback-button';
import { ConnectionWidget } from './connection-widget';
import { Header } from './header';
import { bindRealtimeToQueries } from '../../lib/live-tables';
import { realtime } from '../../lib/realtime-client';
import { usePreferencesLanguage } from './use-preferences-language';

/** The signed-in frame: header with overlay, the screen, the connection widget and 'Beni Geliştir'. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useMe();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  usePreferencesLanguage();

  useEffect(() => {
    const unbind = bindRealtimeToQueries(client);
    realtime.start();
    return () => {
      unbind();
      realtime.stop();
    };
  }, [client]);

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header onFeedback={() => setFeedbackOpen(true)} />
      {/* The two floating items only show where the side gutters hold them, so no bottom room is kept. */}
      <main id="main" className="mx-auto max-w-7xl px-4 pt-4 pb-8 sm:px-6 sm:pt-6">
        {children}
      </main>
      <FeedbackButton
        open={feedbackOpen}
        onOpenChange={setFeedbackOpen}
        defaultName={me.data?.fullName ?? ''}
      />
      <ConnectionWidget />
    </div>
  );
}
