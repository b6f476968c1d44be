import { documentControlFindings } from '../checks/document-control';
import { checkUnreadable, emptyFindings, revisionFindings, unrecognizedFindings } from '../checks/documents';
import { defineRule } from '../rule-definition';

/** The rules about each document itself: read, filled in, recognised, one revision, controlled (7.5.3). */
export const DOCUMENT_RULES = [
  defineRule({
    id: 'doc-unreadable',
    group: 'document',
    category: 'observation',
    priority: 'high',
    clause: '7.5.3',
    documentType: 'other',
    stage: 'reading',
    check: checkUnreadable,
    tr: {
      title: 'Doküman okunamadı',
      general:
        'Okunamayan dokümanları okunabilir biçimde (XLSX, DOCX, PPTX, metin katmanlı PDF) yeniden yükleyin.',
      messages: {
        'doc-unreadable-legacy-ppt': {
          title: 'Doküman okunamadı: {file}',
          description:
            'Dosya eski PowerPoint (.ppt) biçiminde; bu biçim için bakımı süren bir okuyucu yok, içerik okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
          recommendation: 'Dosyayı PowerPoint’te açıp PPTX olarak kaydedin ve yeniden yükleyin.',
        },
        'doc-unreadable-legacy-format': {
          title: 'Doküman okunamadı: {file}',
          description:
            'Dosya eski bir biçimde kaydedilmiş ve okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
          recommendation: 'Dosyayı güncel biçimde (XLSX, DOCX veya PPTX) kaydedip yeniden yükleyin.',
        },
        'doc-unreadable-no-text-layer': {
          title: 'Doküman okunamadı: {file}',
          description:
            'PDF’te metin katmanı yok (taranmış görüntü); içindeki yazı okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
          recommendation:
            'Dokümanın asıl dosyasını (XLSX/DOCX) veya metin katmanlı bir PDF’ini yükleyin ya da taranmış PDF’e OCR uygulayın.',
        },
        'doc-unreadable-encrypted': {
          title: 'Doküman okunamadı: {file}',
          description:
            'Dosya parola korumalı veya şifreli; içerik okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
          recommendation: 'Parola korumasını kaldırıp dosyayı yeniden kaydedin ve yükleyin.',
        },
        'doc-unreadable-corrupt': {
          title: 'Doküman okunamadı: {file}',
          description:
            'Dosya bozuk veya içeriği uzantısıyla uyuşmuyor; okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
          recommendation: 'Dosyayı asıl uygulamasında açıp yeniden kaydedin ve doğru uzantıyla yükleyin.',
        },
        'doc-unreadable-too-large': {
          title: 'Doküman okunamadı: {file}',
          description:
            'Dosya boyut veya sayfa sınırını aşıyor; tamamı okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
          recommendation: 'Dokümanı daha küçük parçalara bölün veya yalnızca ilgili sayfaları yükleyin.',
        },
        'doc-unreadable-unsupported': {
          title: 'Doküman okunamadı: {file}',
          description: 'Bu dosya biçimi denetimde okunamıyor.{detail} Bu dokümanın içeriği denetlenemedi.',
          recommendation: 'Dokümanı PDF, XLSX, XLS, DOCX, DOC veya PPTX olarak yükleyin.',
        },
      },
    },
    en: {
      title: 'Document could not be read',
      general:
        'Re-upload the unreadable documents in a readable format (XLSX, DOCX, PPTX, PDF with a text layer).',
      messages: {
        'doc-unreadable-legacy-ppt': {
          title: 'Document could not be read: {file}',
          description:
            'The file is in the old PowerPoint (.ppt) format; no maintained reader exists for it, so its content could not be read. The content of this document was not audited.',
          recommendation: 'Open the file in PowerPoint, save it as PPTX and upload it again.',
        },
        'doc-unreadable-legacy-format': {
          title: 'Document could not be read: {file}',
          description:
            'The file is saved in an old format and could not be read. The content of this document was not audited.',
          recommendation: 'Save the file in a current format (XLSX, DOCX or PPTX) and upload it again.',
        },
        'doc-unreadable-no-text-layer': {
          title: 'Document could not be read: {file}',
          description:
            'The PDF has no text layer (a scanned image); its text could not be read. The content of this document was not audited.',
          recommendation:
            "Upload the document's original file (XLSX/DOCX) or a PDF with a text layer, or run OCR on the scanned PDF.",
        },
        'doc-unreadable-encrypted': {
          title: 'Document could not be read: {file}',
          description:
            'The file is password-protected or encrypted; its content could not be read. The content of this document was not audited.',
          recommendation: 'Remove the password protection, save the file again and upload it.',
        },
        'doc-unreadable-corrupt': {
          title: 'Document could not be read: {file}',
          description:
            'The file is damaged or its content does not match its extension; it could not be read. The content of this document was not audited.',
          recommendation:
            'Open the file in its own application, save it again and upload it with the right extension.',
        },
        'doc-unreadable-too-large': {
          title: 'Document could not be read: {file}',
          description:
            'The file exceeds the size or page limit; it could not be read in full. The content of this document was not audited.',
          recommendation: 'Split the document into smaller parts, or upload only the relevant pages.',
        },
        'doc-unreadable-unsupported': {
          title: 'Document could not be read: {file}',
          description:
            'This file format cannot be read by the audit. The content of this document was not audited.',
          recommendation: 'Upload the document as PDF, XLSX, XLS, DOCX, DOC or PPTX.',
        },
      },
    },
  }),
  defineRule({
    id: 'doc-empty',
    group: 'document',
    category: 'observation',
    priority: 'low',
    clause: '7.5.3',
    documentType: 'other',
    stage: 'classifying',
    check: emptyFindings,
    tr: {
      title: 'Dokümanda satır yok',
      general: 'Boş form olarak yüklenen dokümanların doldurulmuş sürümlerini denetime ekleyin.',
      messages: {
        'doc-empty-form': {
          title: 'Boş form: {file}',
          description:
            '{kind} tablosunun başlığı bulundu{place} ancak altında veri satırı yok (0 satır). İçerikle ilgili kural uygulanmadı.',
        },
        'doc-empty-document': {
          title: 'Boş doküman: {file}',
          description:
            'Dokümanda okunabilir metin veya tablo yok (0 satır). İçerikle ilgili kural uygulanmadı.',
        },
      },
    },
    en: {
      title: 'Document has no rows',
      general: 'Add the filled-in versions of the documents uploaded as blank forms to the audit.',
      messages: {
        'doc-empty-form': {
          title: 'Empty form: {file}',
          description:
            'The header of a {kind} table was found{place} but there are no data rows under it (0 rows). No content rule was applied.',
        },
        'doc-empty-document': {
          title: 'Empty document: {file}',
          description: 'The document has no readable text or table (0 rows). No content rule was applied.',
        },
      },
    },
  }),
  defineRule({
    id: 'doc-unrecognized',
    group: 'document',
    category: 'observation',
    priority: 'low',
    clause: '7.5.3',
    documentType: 'other',
    stage: 'classifying',
    check: unrecognizedFindings,
    tr: {
      title: 'Doküman türü içerikten tanınamadı',
      general:
        'Doküman türlerini kontrol edin; tablo başlıkları tanınmayan dokümanlar kurallarla denetlenemedi.',
      messages: {
        'doc-unrecognized-declared': {
          title: 'İçerik tanınamadı: {file}',
          description:
            'Doküman "{type}" olarak yüklendi ancak içinde kontrol planı, PFMEA veya süreç akışı tablosu başlığı bulunamadı; kurallarla denetlenmedi.',
          recommendation:
            'Tablonun başlık satırının (ör. "Reaksiyon Planı", "Şiddet (S)") dokümanda yazılı olduğundan emin olun veya doküman türünü düzeltin.',
        },
        'doc-unrecognized-other': {
          title: 'İçerik tanınamadı: {file}',
          description:
            'Doküman içinde kontrol planı, PFMEA veya süreç akışı tablosu başlığı bulunamadı; kurallarla denetlenmedi.',
          recommendation:
            'Bu doküman kural tabanlı denetimin kapsamı dışında; gerekiyorsa türünü değiştirip yeniden denetleyin.',
        },
      },
    },
    en: {
      title: 'Document type not recognised from its content',
      general:
        'Check the document types; documents whose table headers were not recognised could not be audited by the rules.',
      messages: {
        'doc-unrecognized-declared': {
          title: 'Content not recognised: {file}',
          description:
            'The document was uploaded as "{type}", but no control plan, PFMEA or process flow table header was found in it; it was not audited by the rules.',
          recommendation:
            'Make sure the table\'s header row (e.g. "Reaction Plan", "Severity (S)") is written in the document, or correct the document type.',
        },
        'doc-unrecognized-other': {
          title: 'Content not recognised: {file}',
          description:
            'No control plan, PFMEA or process flow table header was found in the document; it was not audited by the rules.',
          recommendation:
            'This document is outside the scope of the rule-based audit; if needed, change its type and audit it again.',
        },
      },
    },
  }),
  defineRule({
    id: 'doc-revision-sheets',
    group: 'document',
    category: 'observation',
    priority: 'low',
    clause: '7.5.3',
    documentType: 'other',
    stage: 'classifying',
    check: revisionFindings,
    tr: {
      title: 'Revizyon sayfaları: yalnızca en son revizyon denetlendi',
      general: 'Eski revizyonları ayrı bir arşivde tutun; denetime yalnızca yürürlükteki revizyonu yükleyin.',
      messages: {
        'doc-revision-sheets': {
          description:
            'Çalışma kitabındaki {count} sayfa aynı dokümanın revizyonları: yalnızca en son revizyon "{used}" denetlendi (eski revizyonlar: {others}).',
        },
      },
    },
    en: {
      title: 'Revision sheets: only the latest revision was audited',
      general: 'Keep older revisions in a separate archive; upload only the revision in force for the audit.',
      messages: {
        'doc-revision-sheets': {
          description:
            'The workbook\'s {count} sheets are revisions of one document: only the latest revision "{used}" was audited (older revisions: {others}).',
        },
      },
    },
  }),
  defineRule({
    // Issue 22 part 1: no revision, no date and no approval anywhere: the document is not controlled.
    id: 'doc-control-missing',
    group: 'document',
    category: 'minor',
    priority: 'medium',
    clause: '7.5.3.2',
    documentType: 'other',
    stage: 'classifying',
    check: documentControlFindings,
    tr: {
      title: 'Dokümanda revizyon, tarih ve onay bilgisi yok',
      general:
        'Dokümanların başlık bloğuna revizyon numarası ve tarihini, imza bölümüne hazırlayan ve onaylayan bilgisini ekleyin.',
      messages: {
        'doc-control-missing': {
          description:
            'Dokümanda revizyon, tarih veya onay bilgisi bulunamadı (tablonun üstündeki başlık bloğunda, altındaki imza satırlarında veya diğer sayfalarında); doküman kontrol altında görünmüyor.',
          recommendation:
            'Başlık bloğuna revizyon numarasını ve tarihini, imza bölümüne hazırlayan ve onaylayan bilgisini ekleyin.',
        },
      },
    },
    en: {
      title: 'No revision, date or approval in the document',
      general:
        'Add the revision number and date to the title block of each document, and who prepared and approved it to its signature block.',
      messages: {
        'doc-control-missing': {
          description:
            'The document shows no revision, no date and no approval (not in the title block above the table, the signature rows below it or its other sheets); it does not appear to be controlled.',
          recommendation:
            'Add the revision number and date to the title block, and who prepared and approved it to the signature block.',
        },
      },
    },
  }),
] as const;
