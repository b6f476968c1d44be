/** The file names of the two exports, dated as tr-TR writes the plant's day ('26.11.2026'). */
export function controlPlanFileNames(kind: 'control-plan' | 'pfmea', day: string) {
  return kind === 'control-plan'
    ? { utf8: `Kontrol_Planı_${day}.xlsx`, ascii: `Kontrol_Plani_${day}.xlsx` }
    : { utf8: `PFMEA_${day}.xlsx`, ascii: `PFMEA_${day}.xlsx` };
}
