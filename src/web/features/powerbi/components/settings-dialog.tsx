import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EMBED_MESSAGES, type TEmbedConfig } from '../../../../domain/powerbi/embed-config';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Form } from '../../../components/ui/form/form';
import { Modal } from '../../../components/ui/modal';
import { ConfigFields } from './config-fields';
import { ForgetButton } from './forget-button';
import { useConfigForm } from './use-config-form';

interface Props {
  open: boolean;
  config: TEmbedConfig;
  onClose: () => void;
  onSave: (config: TEmbedConfig) => void;
  onReset: () => void;
  onForget: () => void;
}

/** 'Settings' (spec §2.4): the same fields plus 'Reset Configuration' and 'Save'. */
export function SettingsDialog({ open, config, onClose, onSave, onReset, onForget }: Props) {
  const { t } = useTranslation('powerbi');
  const errorText = useErrorText();
  const { form, missingRequired, onInvalid, clearMissing } = useConfigForm(config);
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset(config);
      clearMissing();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refilled each time the dialog opens
  }, [open, config, reset]);
  return (
    <Modal open={open} onClose={onClose} title={t('settings.title')} widthClass="max-w-2xl">
      <Form
        form={form}
        onValid={(next) => {
          onSave(next);
          onClose();
        }}
        onInvalid={onInvalid}
        className="space-y-4"
        data-testid="powerbi-settings-form"
      >
        {missingRequired ? <AlertBox tone="error">{errorText(EMBED_MESSAGES.required)}</AlertBox> : null}
        <ConfigFields idPrefix="powerbi-settings" />
        <div className="flex flex-wrap justify-between gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" onClick={onReset}>
              {t('actions.reset')}
            </Button>
            <ForgetButton onForget={onForget} />
          </div>
          <Button type="submit">{t('actions.save')}</Button>
        </div>
      </Form>
    </Modal>
  );
}
