// The number and error readers are feature-neutral (the auditor reads the same cells): they live in
// domain/shared/tables; this path stays for the auditor's existing imports.
export { isExcelError, parseNumber } from '../../shared/tables/cell-values';
