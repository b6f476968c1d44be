import type { TExtractedDocument, TReadProblemCode } from '../contract';
import { evidenceOfDocument, type FindingDraft } from '../finding-draft';
import { DOCUMENT_TYPE_LABELS } from '../labels';
import { quote } from '../text/blank';

/** What to do about each read problem, in the user's words (issue: "PPTX olarak kaydedin", "metin katmanı yok"). */
const READ_PROBLEM_TEXT: Readonly<Record<TReadProblemCode, { what: string; todo: string }>> = {
  'legacy-ppt': {
    what: 'Dosya eski PowerPoint (.ppt) biçiminde; bu biçim için bakımı süren bir okuyucu yok, içerik okunamadı.',
    todo: 'Dosyayı PowerPoint’te açıp PPTX olarak kaydedin ve yeniden yükleyin.',
  },
  'legacy-format': {
    what: 'Dosya eski bir biçimde kaydedilmiş ve okunamadı.',
    todo: 'Dosyayı güncel biçimde (XLSX, DOCX veya PPTX) kaydedip yeniden yükleyin.',
  },
  'no-text-layer': {
    what: 'PDF’te metin katmanı yok (taranmış görüntü); içindeki yazı okunamadı.',
    todo: 'Dokümanın asıl dosyasını (XLSX/DOCX) veya metin katmanlı bir PDF’ini yükleyin ya da taranmış PDF’e OCR uygulayın.',
  },
  encrypted: {
    what: 'Dosya parola korumalı veya şifreli; içerik okunamadı.',
    todo: 'Parola korumasını kaldırıp dosyayı yeniden kaydedin ve yükleyin.',
  },
  corrupt: {
    what: 'Dosya bozuk veya içeriği uzantısıyla uyuşmuyor; okunamadı.',
    todo: 'Dosyayı asıl uygulamasında açıp yeniden kaydedin ve doğru uzantıyla yükleyin.',
  },
  'too-large': {
    what: 'Dosya boyut veya sayfa sınırını aşıyor; tamamı okunamadı.',
    todo: 'Dokümanı daha küçük parçalara bölün veya yalnızca ilgili sayfaları yükleyin.',
  },
  unsupported: {
    what: 'Bu dosya biçimi denetimde okunamıyor.',
    todo: 'Dokümanı PDF, XLSX, XLS, DOCX, DOC veya PPTX olarak yükleyin.',
  },
};

/** doc-unreadable: one finding per document the reader could not (fully) read; never a silent skip. */
export function checkUnreadable(doc: TExtractedDocument): FindingDraft[] {
  if (!doc.readProblem) return [];
  const text = READ_PROBLEM_TEXT[doc.readProblem.code];
  const detail = doc.readProblem.detail ? ` (${quote(doc.readProblem.detail, 200)})` : '';
  return [
    {
      ruleId: 'doc-unreadable',
      title: `Doküman okunamadı: ${quote(doc.name, 80)}`,
      description: `${text.what}${detail} Bu dokümanın içeriği denetlenemedi.`,
      recommendation: text.todo,
      documentType: doc.type,
      evidence: evidenceOfDocument(doc.id, doc.name, doc.readProblem.code),
    },
  ];
}

/** doc-empty: a form with a header and no rows ("no rows"), never findings about content it lacks. */
export function emptyFormFinding(
  doc: TExtractedDocument,
  kind: string,
  sheetOrPage: string | null,
  headerRow: number | null,
): FindingDraft {
  const place = sheetOrPage ? ` (${sheetOrPage})` : '';
  return {
    ruleId: 'doc-empty',
    title: `Boş form: ${quote(doc.name, 80)}`,
    description: `${kind} tablosunun başlığı bulundu${place} ancak altında veri satırı yok (0 satır). İçerikle ilgili kural uygulanmadı.`,
    documentType: doc.type,
    evidence: { documentId: doc.id, file: doc.name, sheetOrPage, row: headerRow, cellText: null },
  };
}

/** doc-empty for a readable document with no text and no table at all. */
export function emptyDocumentFinding(doc: TExtractedDocument): FindingDraft {
  return {
    ruleId: 'doc-empty',
    title: `Boş doküman: ${quote(doc.name, 80)}`,
    description: 'Dokümanda okunabilir metin veya tablo yok (0 satır). İçerikle ilgili kural uygulanmadı.',
    documentType: doc.type,
    evidence: evidenceOfDocument(doc.id, doc.name),
  };
}

/** doc-unrecognized: readable content, but no control plan, PFMEA or process flow table in it. */
export function unrecognizedFinding(doc: TExtractedDocument): FindingDraft {
  const declared = DOCUMENT_TYPE_LABELS[doc.type];
  const expected =
    doc.type === 'other' || doc.type === 'synoptic' ? '' : ` "${declared}" olarak yüklendi ancak`;
  return {
    ruleId: 'doc-unrecognized',
    title: `İçerik tanınamadı: ${quote(doc.name, 80)}`,
    description: `Doküman${expected} içinde kontrol planı, PFMEA veya süreç akışı tablosu başlığı bulunamadı; kurallarla denetlenmedi.`,
    recommendation:
      doc.type === 'other' || doc.type === 'synoptic'
        ? 'Bu doküman kural tabanlı denetimin kapsamı dışında; gerekiyorsa türünü değiştirip yeniden denetleyin.'
        : 'Tablonun başlık satırının (ör. "Reaksiyon Planı", "Şiddet (S)") dokümanda yazılı olduğundan emin olun veya doküman türünü düzeltin.',
    documentType: doc.type,
    evidence: evidenceOfDocument(doc.id, doc.name),
  };
}
