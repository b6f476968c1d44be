import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TPreferences, UI_LANGUAGES } from '../../../../domain/preferences/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { usePreferences, useSavePreferences } from '../api/preferences';
import { Select } from '../../../components/ui/form/select';

const UI: readonly string[] = UI_LANGUAGES;

function GeneralForm({ initial }: { initial: TPreferences }) {
  const { t } = useTranslation('settings');
  const save = useSavePreferences();
  const [v, setV] = useState(initial);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof TPreferences>(key: K, value: TPreferences[K]) => {
    setSaved(false);
    setV((prev) => ({ ...prev, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(v, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={submit} className="max-w-2xl space-y-4" data-testid="general-settings-form">
      {save.error ? <AlertBox tone="error">{errorMessage(save.error)}</AlertBox> : null}
      {saved ? <AlertBox tone="success">{t('saved')}</AlertBox> : null}
      <div>
        <label htmlFor="pref-language" className="mb-1 block text-sm font-medium text-slate-800">
          {t('general.language')}
        </label>
        <Select
          id="pref-language"
          value={v.language}
          onChange={(e) => set('language', LANGUAGES.find((l) => l === e.target.value) ?? 'tr')}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </Select>
        {UI.includes(v.language) ? null : (
          <p className="mt-1 text-sm text-amber-900" role="note" data-testid="language-note">
            {t('general.untranslated')}
          </p>
        )}
      </div>
      <div className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <Switch
          id="pref-autosave"
          checked={v.autoSave}
          onChange={(c) => set('autoSave', c)}
          label={t('general.autoSave')}
          description={t('general.autoSaveHint')}
        />
        <Switch
          id="pref-notifications"
          checked={v.notificationsEnabled}
          onChange={(c) => set('notificationsEnabled', c)}
          label={t('general.notifications')}
          description={t('general.notificationsHint')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} data-testid="general-save">
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

/** 'Genel': the user's own language, auto-save and notification preferences. */
export function GeneralTab() {
  const { t } = useTranslation('settings');
  const prefs = usePreferences();
  if (prefs.isPending) return <PageSpinner label={t('loading')} />;
  if (prefs.data === undefined) return <AlertBox tone="error">{errorMessage(prefs.error)}</AlertBox>;
  return <GeneralForm initial={prefs.data} />;
}
