import en from '../../../src/web/locales/en.json' with { type: 'json' };
import tr from '../../../src/web/locales/tr.json' with { type: 'json' };
import { MODE_ORDER, MODES, type ModeId } from '../../../src/web/app/modes';

/** The interface text the app ships (Turkish default, English), so specs follow the locale files. */
export const TR = tr;
export const EN = en;

export { MODE_ORDER, MODES, type ModeId };

/** Tabs of one mode in their tab-bar order, with the Turkish label of each. */
export function modeTabs(mode: ModeId): { id: string; label: string }[] {
  const labels: Record<string, string> = TR.modes[mode].tabs;
  return MODES[mode].tabs.map((id) => ({ id, label: labels[id] ?? id }));
}
