/**
 * A PDF of a few hundred bytes whose cross-reference stream claims 50 million zero-width entries:
 * PDF.js builds an entry for each (34 s and 3.4 GB here without a budget). The kind of file.
 */
export function brokenXrefPdf(entries = 50_000_000): Buffer {
  const body =
    '%PDF-1.5\n' +
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
    '4 0 obj\n<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 712 Td (Merhaba) Tj ET\nendstream\nendobj\n';
  const xref =
    `5 0 obj\n<< /Type /XRef /Size 6 /Root 1 0 R /W [0 0 0] /Index [0 ${entries}] /Length 0 >>\n` +
    'stream\n\nendstream\nendobj\n';
  return Buffer.from(`${body}${xref}startxref\n${body.length}\n%%EOF\n`);
}
