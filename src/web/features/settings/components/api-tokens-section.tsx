import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, KeySquare, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type TApiToken,
  type TCreateApiTokenRequest,
  ZCreateApiTokenRequest,
} from '../../../../domain/feeds/contract';
import { feedsOperations } from '../../../../domain/feeds/operations';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage, operationHref } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

const FEEDS = [
  ['tasks', feedsOperations.tasksFeed],
  ['analyses', feedsOperations.analysesFeed],
  ['studies', feedsOperations.studiesFeed],
  ['fmeaLines', feedsOperations.fmeaLinesFeed],
] as const;

/** Absolute feed address for Power BI Desktop's Web connector (CSV, Turkish separators). */
const feedUrl = (operation: (typeof FEEDS)[number][1]) =>
  new URL(
    operationHref(operation, { query: { format: 'csv', locale: 'tr' } }),
    window.location.origin,
  ).toString();

/** The new token, shown once with a copy button: it cannot be read again. */
function NewToken({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const [copied, setCopied] = useState(false);
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="api-token-created">
      <p className="text-sm font-semibold text-amber-900">{t('apiTokens.shownOnce')}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          className="rounded bg-white px-2 py-1 text-sm break-all text-slate-900"
          data-testid="api-token-secret"
        >
          {secret}
        </code>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy className="h-4 w-4" aria-hidden />
          {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
        </Button>
        <Button variant="ghost" onClick={onDone} data-testid="api-token-done">
          {t('apiTokens.done')}
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: TApiToken; onRevoke: () => void }) {
  const { t } = useTranslation('settings');
  const locale = activeLocale();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="api-token-row">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{token.name}</p>
        <p className="text-xs text-slate-600">
          <code>{token.prefix}</code> ·{' '}
          {t('apiTokens.created', { at: formatDateTime(token.createdAt, locale) })} ·{' '}
          <span data-testid="api-token-last-used">
            {token.lastUsedAt
              ? t('apiTokens.lastUsed', { at: formatDateTime(token.lastUsedAt, locale) })
              : t('apiTokens.neverUsed')}
          </span>
        </p>
      </div>
      <Button
        variant="ghost"
        onClick={onRevoke}
        aria-label={t('apiTokens.revokeNamed', { name: token.name })}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        {t('apiTokens.revoke')}
      </Button>
    </li>
  );
}

/** 'Kişisel API belirteçleri': read-only tokens for the feeds (Power BI Desktop), created and revoked here. */
export function ApiTokensSection() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<TApiToken | null>(null);
  const form = useForm<TCreateApiTokenRequest>({
    resolver: zodResolver(ZCreateApiTokenRequest),
    defaultValues: { name: '' },
  });

  return (
    <section
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="api-tokens"
    >
      <div>
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <KeySquare className="h-5 w-5 text-blue-700" aria-hidden />
          {t('apiTokens.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('apiTokens.intro')}</p>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">{t('apiTokens.feeds')}</p>
        <ul className="mt-1 space-y-1 text-sm" data-testid="feed-urls">
          {FEEDS.map(([key, operation]) => (
            <li key={key} className="flex flex-wrap gap-2">
              <span className="w-40 shrink-0 text-slate-600">{t(`apiTokens.feed.${key}`)}</span>
              <code className="break-all text-slate-900">{feedUrl(operation)}</code>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-slate-600">{t('apiTokens.formats')}</p>
      </div>
      {secret ? <NewToken secret={secret} onDone={() => setSecret(null)} /> : null}
      <Form
        form={form}
        onValid={(values) =>
          create.mutate(values.name, {
            onSuccess: (answer) => {
              setSecret(answer.secret);
              form.reset({ name: '' });
            },
          })
        }
        className="flex flex-wrap items-start gap-2"
        aria-label={t('apiTokens.create')}
      >
        <Controller
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <Field
              id="api-token-name"
              label={t('apiTokens.name')}
              error={fieldState.error?.message}
              className="w-72"
            >
              <Input {...field} placeholder={t('apiTokens.namePlaceholder')} maxLength={80} />
            </Field>
          )}
        />
        <Button type="submit" disabled={create.isPending} className="mt-6" data-testid="api-token-create">
          <Plus className="h-4 w-4" aria-hidden />
          {t('apiTokens.create')}
        </Button>
      </Form>
      {create.error ? <AlertBox tone="error">{errorText(errorMessage(create.error))}</AlertBox> : null}
      {tokens.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : tokens.data === undefined ? (
        <AlertBox tone="error">{errorMessage(tokens.error)}</AlertBox>
      ) : tokens.data.tokens.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="api-tokens-empty">
          {t('apiTokens.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {tokens.data.tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiTokens.revokeTitle')}
        confirmLabel={t('apiTokens.revoke')}
        pending={revoke.isPending}
        error={revoke.error ? errorText(errorMessage(revoke.error)) : null}
        onCancel={() => {
          revoke.reset();
          setRevoking(null);
        }}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
        }}
      >
        {t('apiTokens.revokeBody', { name: revoking?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
