import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdatePreferencesRequest } from '../../../../domain/preferences/contract';
import { preferencesOperations } from '../../../../domain/preferences/operations';
import { callOperation } from '../../../lib/api-client';
import { changeLanguage } from '../../../lib/i18n';

// The shell reads the same key to apply the interface language.
const preferencesKey = ['preferences'] as const;

export const usePreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => callOperation(preferencesOperations.getPreferences, undefined, signal),
  });

/** Only the fields sent change; the new language applies at once (de/fr keep the Turkish interface). */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePreferencesRequest) =>
      callOperation(preferencesOperations.updatePreferences, { body }),
    onSuccess: async (prefs) => {
      client.setQueryData(preferencesKey, prefs);
      await changeLanguage(prefs.language === 'en' ? 'en' : 'tr');
    },
  });
}
