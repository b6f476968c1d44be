import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  invitationLink,
  type TCreatedInvitation,
  type TInvitation,
} from '../../../../domain/users/invitations-contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useDepartmentLabel } from '../../../lib/department-label';
import { formatDateTime } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useInvitations, useRevokeInvitation } from '../api/invitations';
import { InvitationForm } from './invitation-form';

const STATUS_CLASS: Record<TInvitation['status'], string> = {
  pending: 'bg-blue-100 text-blue-800',
  used: 'bg-green-100 text-green-800',
  revoked: 'bg-slate-200 text-slate-700',
  expired: 'bg-amber-100 text-amber-900',
};

/** The link is shown once, right after it is made: the server keeps only its hash. */
function CreatedLink({ created }: { created: TCreatedInvitation }) {
  const { t } = useTranslation('users');
  const [copied, setCopied] = useState(false);
  const link = invitationLink(window.location.origin, created.token);
  const copy = async () => {
    // The clipboard API exists only on https or localhost; on a plant's plain-http address the
    // selected text is there to copy by hand.
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <AlertBox tone="success" testId="created-invitation">
      <p className="mb-2">{t('invitations.createdIntro', { role: created.invitation.role })}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={link}
          aria-label={t('invitations.link')}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-10 w-full min-w-0 rounded-lg border border-green-300 bg-white px-2 font-mono text-xs text-slate-900"
          data-testid="invitation-link"
        />
        <Button variant="secondary" onClick={() => void copy()} className="whitespace-nowrap">
          <Copy className="h-4 w-4" aria-hidden />
          {copied ? t('invitations.copied') : t('invitations.copy')}
        </Button>
      </div>
    </AlertBox>
  );
}

/** 'Davet bağlantıları' under the accounts: make one-time links, see who used them, revoke the rest. */
export function InvitationsSection() {
  const { t } = useTranslation('users');
  const departmentLabel = useDepartmentLabel();
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const [created, setCreated] = useState<TCreatedInvitation | null>(null);
  const locale = activeLocale();
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid="invitations">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{t('invitations.title')}</h3>
        <p className="text-sm text-slate-600">{t('invitations.intro')}</p>
      </div>
      <InvitationForm onCreated={setCreated} />
      {created ? <CreatedLink created={created} /> : null}
      {revoke.error ? <AlertBox tone="error">{errorMessage(revoke.error)}</AlertBox> : null}
      {invitations.isError ? <AlertBox tone="error">{errorMessage(invitations.error)}</AlertBox> : null}
      {invitations.data && invitations.data.invitations.length > 0 ? (
        <DataTable
          minWidth={680}
          bodyClassName="divide-y divide-slate-100"
          columns={[
            { key: 'role', header: t('invitations.role') },
            { key: 'note', header: t('invitations.note') },
            { key: 'createdBy', header: t('invitations.createdBy') },
            { key: 'expiresAt', header: t('invitations.expiresAt') },
            { key: 'status', header: t('columns.status') },
            { key: 'actions', header: t('columns.actions') },
          ]}
        >
          {invitations.data.invitations.map((inv) => (
            <tr key={inv.id} data-testid="invitation-row">
              <td className="px-3 py-2 text-slate-900">
                {inv.role}
                {inv.department ? (
                  <span className="block text-xs text-slate-500">{departmentLabel(inv.department)}</span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-slate-700">{inv.note}</td>
              <td className="px-3 py-2 text-slate-700">
                {inv.createdBy.fullName}
                <span className="block text-xs text-slate-500">{formatDateTime(inv.createdAt, locale)}</span>
              </td>
              <td className="px-3 py-2 text-slate-700">{formatDateTime(inv.expiresAt, locale)}</td>
              <td className="px-3 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_CLASS[inv.status]}`}
                >
                  {t(`invitations.status.${inv.status}`)}
                </span>
                {inv.usedBy ? (
                  <span className="block text-xs text-slate-500">
                    {inv.usedBy.fullName}, {formatDateTime(inv.usedAt, locale)}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                {inv.can.revoke ? (
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(inv.id)}
                    data-testid="revoke-invitation"
                  >
                    {t('invitations.revoke')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : invitations.data ? (
        <p className="text-sm text-slate-500">{t('invitations.none')}</p>
      ) : null}
    </section>
  );
}
