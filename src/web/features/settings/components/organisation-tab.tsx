import { ImageUp, Save, Trash2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  ORG_PROFILE_MESSAGES,
  supportedTimeZones,
  type TLogoType,
  type TOrgProfile,
} from '../../../../domain/settings/org-profile';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { canManageUsers } from '../../../../domain/users/permissions';
import { useMe } from '../../../lib/current-user';
import { useOrgProfile, useRemoveLogo, useSaveOrgProfile, useUploadLogo } from '../api/org-profile';
import { BackupStatusCard } from './backup-status-card';

const isLogoType = (type: string): type is TLogoType => LOGO_TYPES.some((t) => t === type);

/** The file's bytes as base64 (chunked: a spread of 512 KB of bytes overflows the call stack). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function ProfileForm({ profile }: { profile: TOrgProfile }) {
  const { t } = useTranslation('settings');
  const save = useSaveOrgProfile();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [plantName, setPlantName] = useState(profile.plantName);
  const [timeZone, setTimeZone] = useState(profile.timeZone);
  const [notice, setNotice] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const zones = useMemo(() => supportedTimeZones(), []);
  const editable = profile.can.edit;
  const error =
    fileError ??
    [save.error, upload.error, remove.error].map((e) => (e ? errorMessage(e) : null)).find(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    save.mutate({ plantName, timeZone }, { onSuccess: () => setNotice(t('organisation.saved')) });
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setNotice(null);
    setFileError(null);
    if (!file) return;
    // The server checks again (signature, dimensions, sanitising): this only spares a useless upload.
    if (!isLogoType(file.type)) return setFileError(t('organisation.logoType'));
    if (file.size > LOGO_MAX_BYTES) return setFileError(ORG_PROFILE_MESSAGES.logoTooLarge);
    upload.mutate(
      { contentType: file.type, data: await base64Of(file) },
      { onSuccess: () => setNotice(t('organisation.logoSaved')) },
    );
  };

  return (
    <form onSubmit={submit} className="max-w-2xl space-y-4" data-testid="organisation-form">
      {!editable ? <AlertBox tone="info">{t('organisation.readOnly')}</AlertBox> : null}
      {error ? <AlertBox tone="error">{error}</AlertBox> : null}
      {notice ? <AlertBox tone="success">{notice}</AlertBox> : null}
      <div>
        <label htmlFor="org-plant-name" className="mb-1 block text-sm font-medium text-slate-800">
          {t('organisation.plantName')}
        </label>
        <input
          id="org-plant-name"
          value={plantName}
          onChange={(e) => setPlantName(e.target.value)}
          disabled={!editable}
          maxLength={120}
          placeholder={t('organisation.plantNamePlaceholder')}
          className="min-h-10 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-900 disabled:bg-slate-100"
        />
        <p className="mt-1 text-xs text-slate-600">{t('organisation.plantNameHint')}</p>
      </div>
      <div>
        <label htmlFor="org-time-zone" className="mb-1 block text-sm font-medium text-slate-800">
          {t('organisation.timeZone')}
        </label>
        <select
          id="org-time-zone"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          disabled={!editable}
          className="min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 disabled:bg-slate-100"
        >
          <option value="">{t('organisation.serverZone')}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-slate-600" data-testid="effective-zone">
          {t('organisation.effectiveZone', { zone: profile.effectiveTimeZone })}
        </p>
      </div>
      {editable ? (
        <Button type="submit" disabled={save.isPending}>
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? t('saving') : t('save')}
        </Button>
      ) : null}
      <fieldset className="space-y-2 border-t border-slate-200 pt-4">
        <legend className="text-sm font-medium text-slate-800">{t('organisation.logo')}</legend>
        <div className="flex items-center gap-4">
          <div className="flex h-16 w-40 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50">
            {profile.logoUrl ? (
              <img
                src={profile.logoUrl}
                alt={t('organisation.logoAlt')}
                className="max-h-14 max-w-36 object-contain"
              />
            ) : (
              <span className="text-xs text-slate-500">{t('organisation.noLogo')}</span>
            )}
          </div>
          {editable ? (
            <div className="flex flex-wrap gap-2">
              <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-blue-600">
                <ImageUp className="h-4 w-4" aria-hidden />
                {t('organisation.uploadLogo')}
                <input
                  type="file"
                  accept="image/png,image/svg+xml"
                  className="sr-only"
                  onChange={(e) => void onFile(e)}
                  data-testid="logo-input"
                />
              </label>
              {profile.logoUrl ? (
                <Button variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t('organisation.removeLogo')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">{t('organisation.logoHint')}</p>
      </fieldset>
    </form>
  );
}

/** 'Kurum': plant name, time zone and logo used in the header, the PDFs and exported files. */
export function OrganisationTab() {
  const { t } = useTranslation('settings');
  const profile = useOrgProfile();
  const me = useMe().data;
  if (profile.isPending) return <PageSpinner label={t('loading')} />;
  if (profile.isError) return <AlertBox tone="error">{errorMessage(profile.error)}</AlertBox>;
  return (
    <div className="space-y-6">
      <ProfileForm profile={profile.data} />
      {me && canManageUsers(me) ? <BackupStatusCard /> : null}
    </div>
  );
}
