import {
  FMEA_IMPORT_FIELDS,
  type TFmeaImportResult,
  type TTemplateChoice,
} from '../../../../domain/fmea/import/contract';
import type { TTemplateMapping } from '../../../../domain/fmea/import/template-contract';
import { errorMessage } from '../../../lib/api-client';
import {
  useCreateImportTemplate,
  useDeleteImportTemplate,
  useImportTemplates,
  useUpdateImportTemplate,
} from '../api/import-templates';
import { ReviewTemplate } from './review-template';

/** The mapping the review shows, field by field, as a template stores it. */
const shownMapping = (result: TFmeaImportResult): TTemplateMapping =>
  Object.fromEntries(FMEA_IMPORT_FIELDS.map((f) => [f, result.mapping[f]?.column ?? null]));

/**
 * The 'Şablon' line wired to the API: saving re-reads the file as the next one of its header will
 * be read (the line then names the new template), deleting re-reads it with whatever template its
 * header has left.
 */
export function ReviewTemplateSection({
  result,
  rereading,
  onReread,
}: {
  result: TFmeaImportResult;
  rereading: boolean;
  onReread: (input: { sheet: string; template?: TTemplateChoice }) => void;
}) {
  const list = useImportTemplates();
  const create = useCreateImportTemplate();
  const update = useUpdateImportTemplate();
  const remove = useDeleteImportTemplate();
  const failed = [create, update, remove].find((m) => m.isError);
  const sheet = result.sheet;
  return (
    <ReviewTemplate
      result={result}
      templates={list.data?.templates ?? []}
      busy={rereading || create.isPending || update.isPending || remove.isPending}
      error={failed ? errorMessage(failed.error) : null}
      actions={{
        choose: (template) => onReread({ sheet, template }),
        save: (name) =>
          create.mutate(
            { name, signature: result.signature, mapping: shownMapping(result) },
            // Read again as the next file will be: the header's latest template is the one just saved.
            { onSuccess: () => onReread({ sheet }) },
          ),
        update: (id) => update.mutate({ id, body: { mapping: shownMapping(result) } }),
        rename: (id, name) => update.mutate({ id, body: { name } }),
        remove: (id) => remove.mutate(id, { onSuccess: () => onReread({ sheet }) }),
      }}
    />
  );
}
