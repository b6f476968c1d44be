import { zodResolver } from '@hookform/resolvers/zod';
import { BookmarkPlus, Pencil } from 'lucide-react';
import type { BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCreateMappingTemplateRequest } from '../../../../domain/fmea/import/template-contract';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';

// The name as POST and PATCH /api/fmea-import-templates check it (trimmed, the same Turkish messages).
const ZTemplateNameForm = ZCreateMappingTemplateRequest.pick({ name: true });
type TemplateNameValues = z.input<typeof ZTemplateNameForm>;
type TemplateName = z.output<typeof ZTemplateNameForm>;

const RENAME = 'rename';
// Which button sent the form: Enter in the field is 'Şablon Olarak Kaydet', the form's first button.
const sentBy = (event: BaseSyntheticEvent | undefined) =>
  ((event?.nativeEvent as SubmitEvent | undefined)?.submitter as HTMLElement | null | undefined)?.dataset
    .intent;

/**
 * The template name and what is done with it: saving the mapping shown as a new template, or renaming
 * the applied one (only when `onRename` is given, i.e. its `can.edit`). The field empties after either.
 */
export function ReviewTemplateNameForm({
  busy,
  onSave,
  onRename,
}: {
  busy: boolean;
  onSave: (name: string) => void;
  onRename?: ((name: string) => void) | undefined;
}) {
  const { t } = useTranslation('reverseFmea');
  const form = useForm<TemplateNameValues, unknown, TemplateName>({
    resolver: zodResolver(ZTemplateNameForm),
    defaultValues: { name: '' },
  });
  const typed = useWatch({ control: form.control, name: 'name' });
  const submit = ({ name }: TemplateName, event?: BaseSyntheticEvent) => {
    if (onRename && sentBy(event) === RENAME) onRename(name);
    else onSave(name);
    form.reset({ name: '' });
  };

  return (
    <Form form={form} onValid={submit} className="flex flex-wrap items-end gap-2">
      <Field
        label={t('review.templateName')}
        error={form.formState.errors.name?.message}
        className="min-w-56"
      >
        <Input {...form.register('name')} maxLength={100} data-testid="template-name" />
      </Field>
      <Button type="submit" variant="secondary" disabled={busy} data-testid="template-save">
        <BookmarkPlus className="h-4 w-4" aria-hidden />
        {t('review.templateSave')}
      </Button>
      {onRename ? (
        <Button
          type="submit"
          variant="secondary"
          disabled={busy || typed.trim() === ''}
          data-intent={RENAME}
          data-testid="template-rename"
        >
          <Pencil className="h-4 w-4" aria-hidden />
          {t('review.templateRename')}
        </Button>
      ) : null}
    </Form>
  );
}
