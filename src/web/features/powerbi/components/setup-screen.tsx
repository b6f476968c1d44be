import { useTranslation } from 'react-i18next';
import {
  EMBED_MESSAGES,
  EMPTY_EMBED_CONFIG,
  type TEmbedConfig,
} from '../../../../domain/powerbi/embed-config';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Form } from '../../../components/ui/form/form';
import { ConfigFields } from './config-fields';
import { ForgetButton } from './forget-button';
import { HowToBox } from './how-to-box';
import { useConfigForm } from './use-config-form';

interface Props {
  onSave: (config: TEmbedConfig) => void;
  onLoadDemo: () => void;
  /** Offered when a saved copy exists (after 'Reset Configuration', which keeps it). */
  onForget?: (() => void) | undefined;
}

/** Unconfigured (spec §2.4): the four fields, 'Load Demo', 'Save and Start' and the how-to box. */
export function SetupScreen({ onSave, onLoadDemo, onForget }: Props) {
  const { t } = useTranslation('powerbi');
  const errorText = useErrorText();
  const { form, missingRequired, onInvalid, clearMissing } = useConfigForm(EMPTY_EMBED_CONFIG);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Form
        form={form}
        onValid={(config) => {
          clearMissing();
          onSave(config);
        }}
        onInvalid={onInvalid}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="powerbi-setup-title"
        data-testid="powerbi-setup-form"
      >
        <div>
          <h3 id="powerbi-setup-title" className="text-lg font-semibold text-slate-900">
            {t('setup.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('setup.intro')}</p>
        </div>
        {missingRequired ? (
          <AlertBox tone="error" testId="powerbi-required-alert">
            {errorText(EMBED_MESSAGES.required)}
          </AlertBox>
        ) : null}
        <ConfigFields idPrefix="powerbi" />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onLoadDemo}>
            {t('actions.loadDemo')}
          </Button>
          <Button type="submit">{t('actions.saveAndStart')}</Button>
          {onForget ? <ForgetButton onForget={onForget} /> : null}
        </div>
      </Form>
      <HowToBox />
    </div>
  );
}
