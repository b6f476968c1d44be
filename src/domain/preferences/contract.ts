import { z } from 'zod';

export const LANGUAGES = ['tr', 'en', 'de', 'fr'] as const;
/** Languages whose interface text is complete; de/fr are stored but shown in Turkish until translated. */
export const UI_LANGUAGES = ['tr', 'en'] as const;

export const ZPreferences = z.object({
  language: z.enum(LANGUAGES),
  autoSave: z.boolean(),
  notificationsEnabled: z.boolean(),
});
export type TPreferences = z.infer<typeof ZPreferences>;

export const ZUpdatePreferencesRequest = ZPreferences.partial().strict();
export type TUpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequest>;

export const DEFAULT_PREFERENCES: TPreferences = {
  language: 'tr',
  autoSave: true,
  notificationsEnabled: true,
};
