import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag } from '../../../../domain/tasks/tags';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';

/** Spec tag input: trimmed, unique, added with the button or Enter, each removable. */
export function TagInput({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('tasks');
  const [text, setText] = useState('');
  const add = () => {
    onChange(addTag(tags, text));
    setText('');
  };
  return (
    <div>
      <Field label={t('form.tags')} error={error}>
        <div className="flex gap-2">
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the tag instead of submitting the form.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            placeholder={t('form.tagPlaceholder')}
            maxLength={40}
            className="flex-1"
          />
          <button
            type="button"
            onClick={add}
            className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('form.addTag')}
          </button>
        </div>
      </Field>
      {tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" data-testid="tag-list">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 pr-1 pl-3 text-sm text-blue-900"
            >
              <span data-user-content>{tag}</span>
              <button
                type="button"
                onClick={() => onChange(tags.filter((x) => x !== tag))}
                aria-label={t('form.removeTag', { tag })}
                className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-blue-100"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
