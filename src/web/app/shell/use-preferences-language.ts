import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesOperations } from '../../../domain/preferences/operations';
import { callOperation } from '../../lib/api-client';
import { changeLanguage } from '../../lib/i18n';

export const preferencesQuery = {
  queryKey: ['preferences'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOperation(preferencesOperations.getPreferences, {}, signal),
};

/** Applies the user's stored interface language (tr/en; others fall back to Turkish). */
export function usePreferencesLanguage(): void {
  const { i18n } = useTranslation();
  const prefs = useQuery(preferencesQuery);
  const language = prefs.data?.language;
  useEffect(() => {
    if (!language) return;
    const next = language === 'en' ? 'en' : 'tr';
    if (i18n.language !== next) void changeLanguage(next);
  }, [language, i18n]);
}
