import { Calculator, ClipboardList, FileSearch, type LucideIcon, RotateCcw, ShieldCheck } from 'lucide-react';

/** The working modes, each with its own URL (/<mode>/<tab>) and the tab bar of the spec. */
export const MODES = {
  'ai-auditor': {
    icon: ShieldCheck,
    tabs: ['upload', 'analyze', 'report', 'settings'],
    color: 'from-violet-600 to-purple-700',
  },
  work: {
    icon: ClipboardList,
    tabs: ['tasks', 'dashboard', 'team', 'settings'],
    color: 'from-emerald-600 to-teal-700',
  },
  '8d': {
    icon: FileSearch,
    tabs: ['analysis', 'dashboard', 'history', 'settings'],
    color: 'from-blue-600 to-indigo-700',
  },
  'reverse-fmea': {
    icon: RotateCcw,
    tabs: ['upload', 'create', 'analyze', 'settings'],
    color: 'from-orange-500 to-red-600',
  },
  calculations: {
    icon: Calculator,
    tabs: ['capability', 'powerbi', 'settings'],
    color: 'from-cyan-600 to-sky-700',
  },
} as const satisfies Record<string, { icon: LucideIcon; tabs: readonly string[]; color: string }>;

export type ModeId = keyof typeof MODES;
/** Landing order of the spec: ai-auditor, work, 8d, reverse-fmea, calculations. */
export const MODE_ORDER = Object.keys(MODES) as ModeId[];

export function isModeId(value: string | undefined): value is ModeId {
  return value !== undefined && Object.hasOwn(MODES, value);
}

export function modePath(mode: ModeId, tab?: string): string {
  return `/${mode}/${tab ?? MODES[mode].tabs[0]}`;
}
