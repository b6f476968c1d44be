import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateMappingTemplateRequest,
  TUpdateMappingTemplateRequest,
} from '../../../../domain/fmea/import/template-contract';
import { fmeaTemplateOperations as ops } from '../../../../domain/fmea/import/template-operations';
import { callOperation } from '../../../lib/api-client';
import { fmeaKeys } from './fmea-keys';

/** The organisation's import mapping templates, latest changed first. */
export const useImportTemplates = () =>
  useQuery({
    queryKey: fmeaKeys.templates,
    queryFn: ({ signal }) => callOperation(ops.listTemplates, undefined, signal),
  });

function useRefreshingMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: fmeaKeys.templates }),
  });
}

export const useCreateImportTemplate = () =>
  useRefreshingMutation((body: TCreateMappingTemplateRequest) => callOperation(ops.createTemplate, { body }));

export const useUpdateImportTemplate = () =>
  useRefreshingMutation(({ id, body }: { id: string; body: TUpdateMappingTemplateRequest }) =>
    callOperation(ops.updateTemplate, { params: { id }, body }),
  );

export const useDeleteImportTemplate = () =>
  useRefreshingMutation((id: string) => callOperation(ops.deleteTemplate, { params: { id } }));
