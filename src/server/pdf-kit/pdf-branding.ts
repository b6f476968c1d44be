import { PDF_LABELS, type TPdfLang } from '../../domain/analyses/pdf-labels';

/** The organisation as its PDFs show it (plain data: it travels to the rendering thread). */
export interface PdfBranding {
  plantName: string;
  /** PNG bytes, embedded as is. An SVG logo is not drawn (pdfkit has no SVG renderer): name only. */
  logoPng: Uint8Array | null;
}

export const NO_BRANDING: PdfBranding = { plantName: '', logoPng: null };

/** The running footer: the plant's name first when it has one. */
export function footerTitle(branding: PdfBranding, lang: TPdfLang = 'tr'): string {
  const footer = PDF_LABELS[lang].footer;
  return branding.plantName === '' ? footer : `${branding.plantName} · ${footer}`;
}
