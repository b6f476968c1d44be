import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import {
  EMBED_MESSAGES,
  type TEmbedConfig,
  type TEmbedConfigInput,
  ZEmbedConfig,
} from '../../../../domain/powerbi/embed-config';

const REQUIRED_MESSAGES: readonly string[] = [
  EMBED_MESSAGES.embedUrlRequired,
  EMBED_MESSAGES.accessTokenRequired,
  EMBED_MESSAGES.reportIdRequired,
];

/**
 * The configuration form on the shared contract (zodResolver). `missingRequired` drives the spec's
 * 'Lütfen tüm zorunlu alanları doldurun!' above the fields; every other problem is said on its field.
 */
export function useConfigForm(defaultValues: TEmbedConfigInput) {
  const form = useForm<TEmbedConfigInput, unknown, TEmbedConfig>({
    resolver: zodResolver(ZEmbedConfig),
    defaultValues,
  });
  const [missingRequired, setMissingRequired] = useState(false);
  const onInvalid = (errors: FieldErrors<TEmbedConfigInput>) =>
    setMissingRequired(Object.values(errors).some((e) => REQUIRED_MESSAGES.includes(e?.message ?? '')));
  return { form, missingRequired, onInvalid, clearMissing: () => setMissingRequired(false) };
}
