/** Every query of the feature sits under ['audit'], so one prefix refreshes it all after a reconnect. */
export const AUDIT_QUERY_ROOT = ['audit'] as const;

export const auditKeys = {
  documents: ['audit', 'documents'] as const,
  audits: ['audit', 'audits'] as const,
  detail: (id: string) => ['audit', 'audit', id] as const,
  details: ['audit', 'audit'] as const,
  settings: ['audit', 'settings'] as const,
  taskDraft: (auditId: string, findingId: string) => ['audit', 'task-draft', auditId, findingId] as const,
};
