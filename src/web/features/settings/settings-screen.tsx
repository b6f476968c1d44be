import { Bot, Plug, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/router';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { addFeatureTranslations } from '../../lib/i18n';
import { AiSettingsTab } from './components/ai-settings-tab';
import { GeneralTab } from './components/general-tab';
import { IntegrationsTab } from './components/integrations-tab';
import en from './locales/en.json';
import tr from './locales/tr.json';

addFeatureTranslations('settings', tr, en);

const SECTIONS = ['ai', 'integrations', 'general'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | null): value is Section => SECTIONS.some((s) => s === value);

/** 'Ayarlar' (shared by every mode, lazy chunk): AI, Entegrasyonlar, Genel; the section is in the URL. */
export default function SettingsScreen() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const raw = params.get('section');
  const section: Section = isSection(raw) ? raw : 'ai';

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="settings-heading"
    >
      <h2 id="settings-heading" className="text-xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('intro')}</p>
      <Tabs
        label={t('title')}
        idPrefix="settings"
        value={section}
        onChange={(next) => setParams({ section: next }, { replace: true })}
        items={[
          { id: 'ai', label: t('tabs.ai'), icon: Bot },
          { id: 'integrations', label: t('tabs.integrations'), icon: Plug },
          { id: 'general', label: t('tabs.general'), icon: SlidersHorizontal },
        ]}
      />
      <TabPanel idPrefix="settings" id={section}>
        {section === 'ai' ? <AiSettingsTab /> : null}
        {section === 'integrations' ? <IntegrationsTab /> : null}
        {section === 'general' ? <GeneralTab /> : null}
      </TabPanel>
    </section>
  );
}
