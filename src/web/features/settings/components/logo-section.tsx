import { ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  ORG_PROFILE_MESSAGES,
  type TLogoType,
  type TOrgProfile,
} from '../../../../domain/settings/org-profile';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveLogo, useUploadLogo } from '../api/org-profile';

const isLogoType = (type: string): type is TLogoType => LOGO_TYPES.some((t) => t === type);

/** The file's bytes as base64 (chunked: a spread of 512 KB of bytes overflows the call stack). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** 'Logo': the current logo, upload (PNG/SVG) and remove; a file is its own request, not the form's. */
export function LogoSection({ profile }: { profile: TOrgProfile }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [notice, setNotice] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const editable = profile.can.edit;
  const error =
    fileError ?? [upload.error, remove.error].map((e) => (e ? errorMessage(e) : null)).find(Boolean);

  const onFile = async (file: File) => {
    setNotice(null);
    setFileError(null);
    // The server checks again (signature, dimensions, sanitising): this only spares a useless upload.
    if (!isLogoType(file.type)) return setFileError(t('organisation.logoType'));
    if (file.size > LOGO_MAX_BYTES) return setFileError(ORG_PROFILE_MESSAGES.logoTooLarge);
    upload.mutate(
      { contentType: file.type, data: await base64Of(file) },
      { onSuccess: () => setNotice(t('organisation.logoSaved')) },
    );
  };

  return (
    <fieldset className="space-y-2 border-t border-slate-200 pt-4" data-testid="logo-section">
      <legend className="text-sm font-medium text-slate-800">{t('organisation.logo')}</legend>
      {error ? <AlertBox tone="error">{errorText(error)}</AlertBox> : null}
      {notice ? <AlertBox tone="success">{notice}</AlertBox> : null}
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
            <FilePicker
              look="button"
              accept="image/png,image/svg+xml"
              onFiles={([file]) => {
                if (file) void onFile(file);
              }}
              icon={ImageUp}
              label={t('organisation.uploadLogo')}
              inputTestId="logo-input"
            />
            {profile.logoUrl ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setNotice(null);
                  setFileError(null);
                  remove.mutate();
                }}
                disabled={remove.isPending}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('organisation.removeLogo')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">{t('organisation.logoHint')}</p>
    </fieldset>
  );
}
