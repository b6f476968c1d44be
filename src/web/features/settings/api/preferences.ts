import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TUpdatePreferencesRequest, ZPreferences } from '../../../../domain/preferences/contract';
import { api } from '../../../lib/api-client';
import { changeLanguage } from '../../../lib/i18n';

// The shell reads the same key to apply the interface language.
const preferencesKey = ['preferences'] as const;

export const usePreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api('/api/preferences', { schema: ZPreferences, signal }),
  });

/** PUT /api/preferences; the new language applies at once (de/fr keep the Turkish interface). */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePreferencesRequest) =>
      api('/api/preferences', { method: 'PUT', body, schema: ZPreferences }),
    onSuccess: async (prefs) => {
      client.setQueryData(preferencesKey, prefs);
      await changeLanguage(prefs.language === 'en' ? 'en' : 'tr');
    },
  });
}
