import type { Db } from '../db/database';
import type { PdfBranding } from '../pdf-kit/pdf-branding';
import { readOrgProfile } from './org-profile-store';

/** The organisation profile as the PDF draws it: its name, and its logo when it is a PNG. */
export async function pdfBranding(db: Db): Promise<PdfBranding> {
  const profile = await readOrgProfile(db);
  return {
    plantName: profile.plantName,
    logoPng: profile.logo?.type === 'image/png' ? new Uint8Array(profile.logo.bytes) : null,
  };
}
