/** Spec §5.1: the audit picker limits by extension to these. */
const AUDIT_FILE_EXTENSIONS = ['.pdf', '.xlsx', '.xls', '.docx', '.doc', '.pptx', '.ppt'] as const;

export const AUDIT_FILE_ACCEPT = AUDIT_FILE_EXTENSIONS.join(',');
