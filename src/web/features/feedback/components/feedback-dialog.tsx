import { zodResolver } from '@hookform/resolvers/zod';
import { Heart, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type TCreateSuggestionRequest,
  ZCreateSuggestionRequest,
} from '../../../../domain/feedback/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { Textarea } from '../../../components/ui/form/textarea';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { RelativeTimeText } from '../../../components/ui/relative-time-text';
import { useCreateSuggestion, useSuggestions, useToggleLike } from '../api/suggestions';

/** 'Beni Geliştir': suggestions stored on the server, one like per user, live for everyone. */
export function FeedbackDialog({
  open,
  onClose,
  defaultName,
}: {
  open: boolean;
  onClose: () => void;
  defaultName: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useSuggestions(open);
  const create = useCreateSuggestion();
  const like = useToggleLike();
  const form = useForm<TCreateSuggestionRequest>({
    resolver: zodResolver(ZCreateSuggestionRequest),
    defaultValues: { name: defaultName, message: '' },
  });
  const suggestions = list.data?.suggestions ?? [];
  const totalLikes = suggestions.reduce((sum, s) => sum + s.likes, 0);
  const { errors } = form.formState;
  const submit = (values: TCreateSuggestionRequest) =>
    create.mutate(values, { onSuccess: () => form.reset({ name: values.name, message: '' }) });
  // Spec: an alert (in the interface language); the message also stays under its field.
  const alertFirst = (invalid: typeof errors) => {
    const message = Object.values(invalid)[0]?.message;
    if (message) window.alert(errorText(message));
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('feedback.title')}
      widthClass="max-w-xl"
      footer={
        <p className="text-center text-xs text-slate-600" data-testid="feedback-footer">
          {t('feedback.footer', { count: suggestions.length, likes: totalLikes })}
        </p>
      }
    >
      <p className="mb-4 text-sm text-slate-600">{t('feedback.subtitle')}</p>
      <Form
        form={form}
        onValid={submit}
        onInvalid={alertFirst}
        className="mb-5 space-y-2 rounded-xl bg-slate-50 p-3"
      >
        {create.error ? <AlertBox tone="error">{errorText(errorMessage(create.error))}</AlertBox> : null}
        <Field label={t('feedback.name')} hideLabel error={errors.name?.message}>
          <Input placeholder={t('feedback.name')} {...form.register('name')} />
        </Field>
        <Field label={t('feedback.message')} hideLabel error={errors.message?.message}>
          <Textarea placeholder={t('feedback.messagePlaceholder')} {...form.register('message')} />
        </Field>
        <Button type="submit" disabled={create.isPending} className="w-full">
          <Send className="h-4 w-4" aria-hidden />
          {t('feedback.submit')}
        </Button>
      </Form>
      {list.isPending ? <PageSpinner label={t('app.loading')} /> : null}
      {list.error ? <AlertBox tone="error">{errorText(errorMessage(list.error))}</AlertBox> : null}
      {list.isSuccess && suggestions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('feedback.empty')}</p>
      ) : null}
      <ul className="space-y-3" data-testid="suggestion-list">
        {suggestions.map((s) => (
          <li key={s.id} className="rounded-xl border border-slate-200 p-3" data-testid="suggestion">
            <div className="flex items-start gap-3">
              <span className="flex h-9 min-w-9 shrink-0 items-center justify-center rounded-full bg-blue-100 px-1 text-xs font-bold text-blue-800">
                {s.user}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm whitespace-pre-line break-words text-slate-800" data-user-content>
                  {s.message}
                </p>
                <p className="mt-1 text-xs text-slate-500">
                  <RelativeTimeText value={s.createdAt} />
                </p>
              </div>
              <button
                type="button"
                onClick={() => like.mutate(s.id)}
                disabled={like.isPending && like.variables === s.id}
                aria-pressed={s.liked}
                aria-label={s.liked ? t('feedback.unlike') : t('feedback.like')}
                data-testid="like-button"
                className={`flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm ${s.liked ? 'text-red-600' : 'text-slate-500 hover:text-red-600'}`}
              >
                <Heart className="h-4 w-4" fill={s.liked ? 'currentColor' : 'none'} aria-hidden />
                <span data-testid="like-count">{s.likes}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
