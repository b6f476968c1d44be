import { useEffect, useRef, useState } from 'react';
import { useMe } from '../../../lib/current-user';
import { DEMO_EMBED_CONFIG, type TEmbedConfig } from '../../../../domain/powerbi/embed-config';
import { useDeleteUserConfig, useSaveUserConfig, useUserConfig } from '../api/user-config';
import { clearStoredConfig, readStoredConfig, writeStoredConfig } from './stored-config';

const sameConfig = (a: TEmbedConfig, b: TEmbedConfig) =>
  a.embedUrl === b.embedUrl &&
  a.accessToken === b.accessToken &&
  a.reportId === b.reportId &&
  a.groupId === b.groupId;

/**
 * The dashboard's configuration (spec §4.3). Restored at once from local storage; the user's server
 * copy (their latest Save in any browser) then takes over unless the user has already acted here.
 * Save and 'Load Demo' write both copies; Reset only returns to the form and keeps both copies (spec);
 * 'Kayıtlı yapılandırmayı sil' removes both and returns to the form.
 */
export function useDashboardConfig() {
  const userId = useMe().data?.id;
  const [config, setConfig] = useState<TEmbedConfig | null>(() => readStoredConfig(userId));
  const [demoNote, setDemoNote] = useState(false);
  const acted = useRef(false);
  const server = useUserConfig();
  const save = useSaveUserConfig();
  const remove = useDeleteUserConfig();

  const serverConfig = server.data?.config ?? null;
  useEffect(() => {
    if (acted.current || !serverConfig) return;
    setConfig((current) => (current && sameConfig(current, serverConfig) ? current : serverConfig));
    writeStoredConfig(serverConfig, userId);
  }, [serverConfig, userId]);

  const apply = (next: TEmbedConfig, demo: boolean) => {
    acted.current = true;
    writeStoredConfig(next, userId);
    setConfig(next);
    setDemoNote(demo);
    save.mutate(next);
  };

  return {
    config,
    demoNote,
    /** The server copy could not be written (the local one was). */
    saveError: save.error,
    save: (next: TEmbedConfig) => apply(next, false),
    loadDemo: () => apply(DEMO_EMBED_CONFIG, true),
    reset: () => {
      acted.current = true;
      setConfig(null);
      setDemoNote(false);
    },
    /** Whether a copy is kept (in this browser or on the server) that 'forget' would remove. */
    hasSaved: serverConfig !== null || readStoredConfig(userId) !== null,
    forget: () => {
      acted.current = true;
      clearStoredConfig(userId);
      setConfig(null);
      setDemoNote(false);
      remove.mutate();
    },
    forgotten: remove.isSuccess,
    forgetError: remove.error,
  };
}
