import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const SEPARATOR = ' · ';

/**
 * "Tab · Mode · Kalite Asistanı": the most specific part first, so a narrow browser tab still says where.
 * @internal
 */
export function documentTitle(parts: readonly (string | null | undefined)[], appTitle: string): string {
  return [...parts.filter((p): p is string => Boolean(p)), appTitle].join(SEPARATOR);
}

/**
 * Names the screen in the browser tab (and for screen readers, history and bookmarks). Each screen calls
 * it with its own parts; the text follows the interface language because `t` changes with it.
 */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const { t } = useTranslation();
  const title = documentTitle(parts, t('app.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
