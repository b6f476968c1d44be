import { FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_DOCUMENT_TYPES,
  type TAuditDocumentStatus,
  type TAuditDocumentType,
} from '../../../../../domain/audit/contract';
import { Select } from '../../../../components/ui/form/select';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { DocumentStatusBadge, DocumentTypeBadge } from '../badges';

/** What the list shows of an uploaded document (the API's document row has these and more). */
export interface DocumentRow {
  id: string;
  name: string;
  type: TAuditDocumentType;
  sizeLabel: string;
  uploadDate: string;
  status: TAuditDocumentStatus;
  can: { changeType: boolean; delete: boolean; audit: boolean };
}

interface Props {
  documents: readonly DocumentRow[];
  onTypeChange: (document: DocumentRow, type: TAuditDocumentType) => void;
  onDelete: (document: DocumentRow) => void;
  /** Documents ticked for the next audit. */
  selected: ReadonlySet<string>;
  onToggle: (document: DocumentRow, selected: boolean) => void;
}

const ids = (doc: DocumentRow) => ({
  name: `audit-doc-${doc.id}-name`,
  include: `audit-doc-${doc.id}-include`,
  type: `audit-doc-${doc.id}-type`,
  remove: `audit-doc-${doc.id}-delete`,
});

/**
 * The uploaded documents: name, size, upload date, a type the uploader can change and the live
 * status. One card per document, laid out as a row from the tablet width up.
 */
export function DocumentList({ documents, onTypeChange, onDelete, selected, onToggle }: Props) {
  const { t, i18n } = useTranslation('aiAuditor');
  return (
    <ul
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid="audit-documents"
    >
      {documents.map((doc) => (
        <li
          key={doc.id}
          data-testid="audit-document"
          data-document-id={doc.id}
          className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 p-3 md:grid-cols-[auto_1fr_12rem_9rem_auto]"
        >
          {doc.can.audit ? (
            <input
              type="checkbox"
              checked={selected.has(doc.id)}
              onChange={(event) => onToggle(doc, event.target.checked)}
              aria-labelledby={`${ids(doc).include} ${ids(doc).name}`}
              className="m-2.5 h-5 w-5 accent-violet-700"
              data-testid="document-include"
            />
          ) : (
            <FileText className="m-2.5 h-5 w-5 text-violet-700" aria-hidden />
          )}
          <div className="min-w-0">
            {/* Words of the controls' names; the file name itself stays user content. */}
            <span hidden id={ids(doc).include}>
              {t('upload.include')}
            </span>
            <span hidden id={ids(doc).type}>
              {t('upload.type')}
            </span>
            <span hidden id={ids(doc).remove}>
              {t('upload.delete')}
            </span>
            <p
              className="truncate font-medium text-slate-900"
              title={doc.name}
              translate="no"
              data-user-content=""
              data-testid="document-name"
              id={ids(doc).name}
            >
              {doc.name}
            </p>
            <p className="text-xs text-slate-600">
              <span className="sr-only">{t('upload.size')}: </span>
              <span data-testid="document-size">
                {/* The spec's label has the Turkish decimal comma; English writes a point. */}
                {i18n.language === 'en' ? doc.sizeLabel.replace(',', '.') : doc.sizeLabel}
              </span>
              <span aria-hidden> · </span>
              <span className="sr-only">{t('upload.date')}: </span>
              <time dateTime={doc.uploadDate} data-testid="document-date">
                {formatDateTime(doc.uploadDate, activeLocale())}
              </time>
            </p>
          </div>
          {/* One line under the name on a phone; two columns of the row from the tablet width up. */}
          <div className="col-span-3 row-start-2 flex items-center gap-3 md:contents">
            <div className="min-w-0 flex-1">
              {doc.can.changeType ? (
                <Select
                  aria-labelledby={`${ids(doc).name} ${ids(doc).type}`}
                  value={doc.type}
                  data-testid="document-type"
                  onChange={(event) => {
                    const type = AUDIT_DOCUMENT_TYPES.find((x) => x === event.target.value);
                    if (type && type !== doc.type) onTypeChange(doc, type);
                  }}
                >
                  {AUDIT_DOCUMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </Select>
              ) : (
                <DocumentTypeBadge type={doc.type} />
              )}
            </div>
            <div className="shrink-0">
              <DocumentStatusBadge status={doc.status} />
            </div>
          </div>
          <div className="col-start-3 row-start-1 md:col-start-auto md:row-start-auto">
            {doc.can.delete ? (
              <button
                type="button"
                onClick={() => onDelete(doc)}
                aria-labelledby={`${ids(doc).remove} ${ids(doc).name}`}
                title={t('upload.delete')}
                className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
                data-testid="document-delete"
              >
                <Trash2 className="h-5 w-5" aria-hidden />
              </button>
            ) : (
              <span className="inline-block w-10" />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
