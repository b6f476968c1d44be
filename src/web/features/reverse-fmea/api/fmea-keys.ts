/** Every query of the feature sits under ['fmea'], so one prefix refreshes them all after a reconnect. */
export const fmeaKeys = {
  lists: ['fmea', 'list'] as const,
  list: (scope: 'all' | 'mine') => ['fmea', 'list', scope] as const,
  detail: (id: string) => ['fmea', 'detail', id] as const,
  /** Every page and filter of one FMEA's lines (the worksheet). */
  lines: (id: string) => ['fmea', 'lines', id] as const,
  /** Every page and priority of one FMEA's plan items. */
  planItems: (id: string) => ['fmea', 'plan-items', id] as const,
  lineHistory: (id: string, lineId: string) => ['fmea', 'line-history', id, lineId] as const,
  /** The control-plan draft of one FMEA (stored or generated). */
  controlPlan: (id: string) => ['fmea', 'control-plan', id] as const,
  settings: ['fmea', 'settings'] as const,
  templates: ['fmea', 'import-templates'] as const,
  planTasks: (id: string) => ['fmea', 'plan-tasks', id] as const,
  allPlanTasks: ['fmea', 'plan-tasks'] as const,
};
