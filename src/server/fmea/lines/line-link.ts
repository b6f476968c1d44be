/** Where a notification about a line leads: the worksheet of its FMEA, opened on the line. */
export const fmeaLineLink = (fmeaId: string, lineId: string) =>
  `/reverse-fmea/analyze?fmea=${encodeURIComponent(fmeaId)}&line=${encodeURIComponent(lineId)}`;
