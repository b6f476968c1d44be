import { Bot, Building2, type LucideIcon, Plug, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/router';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { addFeatureTranslations } from '../../lib/i18n';
import { AiSettingsTab } from './components/ai-settings-tab';
import { GeneralTab } from './components/general-tab';
import { IntegrationsTab } from './components/integrations-tab';
import { OrganisationTab } from './components/organisation-tab';
import en from './locales/en.json';
import tr from './locales/tr.json';

addFeatureTranslations('settings', tr, en);

/** A tab another feature contributes (composed by src/web/app, e.g. 'Kullanıcılar' for a Yönetici). */
export interface ExtraSettingsSection {
  id: string;
  label: string;
  icon: LucideIcon;
  content: ReactNode;
  badge?: { count: number; label: string };
}

const SECTIONS = ['ai', 'integrations', 'organisation', 'general'] as const;

/** 'Ayarlar' (shared by every mode, lazy chunk): AI, Entegrasyonlar, Kurum, Genel (+ extra); the section is in the URL. */
export default function SettingsScreen({
  extraSections = [],
  defaultSection = 'ai',
}: {
  extraSections?: readonly ExtraSettingsSection[];
  /** The section shown without ?section= (a mode's own settings, e.g. the auditor's rules). */
  defaultSection?: string;
}) {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const ids: readonly string[] = [...SECTIONS, ...extraSections.map((s) => s.id)];
  const raw = params.get('section');
  const section =
    raw !== null && ids.includes(raw) ? raw : ids.includes(defaultSection) ? defaultSection : 'ai';
  const extra = extraSections.find((s) => s.id === section);
  const icons: Record<(typeof SECTIONS)[number], LucideIcon> = {
    ai: Bot,
    integrations: Plug,
    organisation: Building2,
    general: SlidersHorizontal,
  };

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
          ...SECTIONS.map((id) => ({ id, label: t(`tabs.${id}`), icon: icons[id] })),
          ...extraSections.map(({ id, label, icon, badge }) => ({ id, label, icon, badge })),
        ]}
      />
      <TabPanel idPrefix="settings" id={section}>
        {section === 'ai' ? <AiSettingsTab /> : null}
        {section === 'integrations' ? <IntegrationsTab /> : null}
        {section === 'organisation' ? <OrganisationTab /> : null}
        {section === 'general' ? <GeneralTab /> : null}
        {extra ? extra.content : null}
      </TabPanel>
    </section>
  );
}
