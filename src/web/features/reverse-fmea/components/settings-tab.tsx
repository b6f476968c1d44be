import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useFmeaSettings, useUpdateFmeaSettings } from '../api/fmea-settings';
import { SettingsForm } from './settings-form';

/** 'Ayarlar' of the mode: the stored settings in a form that starts afresh whenever they change. */
export function SettingsTab() {
  const settings = useFmeaSettings();
  const save = useUpdateFmeaSettings();
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm key={settings.data.updatedAt ?? 'default'} settings={settings.data} save={save} />;
}
