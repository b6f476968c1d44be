import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmea } from '../../../domain/fmea/contract';
import type { TFmeaLine } from '../../../domain/fmea/line-contract';
import { trDate } from '../../../domain/fmea/plan-output-csv';
import { useErrorText } from '../../components/ui/form/error-text';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useNavigate, useSearchParams } from '../../lib/router';
// Registers how task events refresh the plan's task statuses.
import './api/fmea-cache';
import { fmeaKeys } from './api/fmea-keys';
import { fetchAllLines } from './api/fmea-lines';
import { useFmeaSettings } from './api/fmea-settings';
import { useCreateFmea, useFmea, useGeneratePlan, useUpdateFmea } from './api/fmeas';
import { AnalyzeTab } from './components/analyze-tab';
import { type ManualDraft, ManualTab } from './components/manual-tab';
import { PlanSection } from './components/plan-section';
import { FormExports } from './components/form-exports';
import { StoredFmeas } from './components/stored-fmeas';
import { UploadTab } from './components/upload-tab';
import { registerReverseFmeaText } from './register-text';
import { newManualRow, toManualRows } from './utils/manual-rows';
import { useCurrentFmea } from './utils/use-current-fmea';

registerReverseFmeaText();

const emptyDraft = (): ManualDraft => ({
  editingId: null,
  editingVersion: null,
  name: '',
  partOrProcess: '',
  rows: [newManualRow()],
});
const ANALYZE = '/reverse-fmea/analyze';
const CREATE = '/reverse-fmea/create';

/**
 * The 'reverse-fmea' mode (lazy chunk): 'FMEA Yükle', 'Manuel FMEA', 'AI Analizi', the plan below them
 * ('Ayarlar' is the shared settings screen, opened on this feature's section).
 */
export default function ReverseFmeaMode({ tab }: { tab: string }) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [currentId, setCurrent] = useCurrentFmea();
  const [params] = useSearchParams();
  const focusLineId = params.get('line');
  const current = useFmea(currentId);
  const settings = useFmeaSettings();
  const bands = settings.data?.rpnBands;
  const create = useCreateFmea();
  const update = useUpdateFmea();
  const generate = useGeneratePlan();
  // The manual table lives here, so it survives switching between the tabs.
  const [draft, setDraft] = useState<ManualDraft>(emptyDraft);
  const saveError = create.isError
    ? errorText(errorMessage(create.error))
    : update.isError
      ? errorText(errorMessage(update.error))
      : null;

  const analyse = (fmea: TFmea) => {
    setCurrent(fmea.id);
    navigate(ANALYZE);
    generate.mutate(fmea.id);
  };
  const startManual = (input: ManualDraft) => {
    const name = input.name.trim() || t('manual.defaultName', { date: trDate(new Date()) });
    const rows = input.rows.map(({ key: _key, ...row }) => row);
    if (input.editingId && input.editingVersion !== null) {
      const body = { version: input.editingVersion, name, partOrProcess: input.partOrProcess, rows };
      update.mutate({ id: input.editingId, body }, { onSuccess: analyse });
    } else {
      create.mutate({ name, partOrProcess: input.partOrProcess, rows }, { onSuccess: analyse });
    }
  };
  // The manual table edits a stored FMEA whole: its lines, fetched page by page in the file's order.
  const editingId = draft.editingId;
  const editingLines = useQuery({
    queryKey: [...fmeaKeys.lines(editingId ?? ''), 'all'],
    queryFn: () => fetchAllLines(editingId ?? ''),
    enabled: editingId !== null && tab === 'create',
  });
  const fill = (fmea: TFmea, lines: TFmeaLine[]) =>
    setDraft({
      editingId: fmea.id,
      editingVersion: fmea.version,
      name: fmea.name,
      partOrProcess: fmea.partOrProcess,
      rows: toManualRows(lines),
    });
  const edit = (id: string) => {
    setCurrent(id);
    setDraft({ editingId: id, editingVersion: null, name: '', partOrProcess: '', rows: [] });
    navigate(CREATE);
  };
  // A stored FMEA opened for editing fills the table once its rows have arrived.
  if (
    draft.editingId &&
    draft.rows.length === 0 &&
    current.data?.id === draft.editingId &&
    editingLines.data &&
    !editingLines.isFetching
  )
    fill(current.data, editingLines.data);
  // Someone saved the FMEA while this table was being edited: offer its current rows instead.
  const stale = update.error instanceof ApiError && update.error.code === 'stale_edit';
  const reload = () => {
    update.reset();
    void Promise.all([current.refetch(), editingLines.refetch()]).then(([fmea, lines]) => {
      if (fmea.data && lines.data) fill(fmea.data, lines.data);
    });
  };

  const stored = (
    <StoredFmeas
      currentId={currentId}
      onOpen={(fmea) => {
        setCurrent(fmea.id);
        navigate(ANALYZE);
      }}
      onEdit={(fmea) => edit(fmea.id)}
    />
  );
  const plan = current.data?.plan ? (
    <PlanSection fmea={{ ...current.data, plan: current.data.plan }} />
  ) : null;

  if (tab === 'create') {
    return (
      <>
        <ManualTab
          draft={draft}
          onChange={setDraft}
          onStart={startManual}
          onNew={() => setDraft(emptyDraft())}
          pending={create.isPending || update.isPending}
          error={saveError}
          onReload={stale ? reload : undefined}
          bands={bands}
        />
        {plan}
        {stored}
      </>
    );
  }
  if (tab === 'analyze') {
    return (
      <>
        <AnalyzeTab
          fmea={current.data ?? null}
          loading={currentId !== null && current.isPending}
          running={generate.isPending}
          error={generate.isError ? errorText(errorMessage(generate.error)) : null}
          focusLineId={focusLineId}
          bands={bands}
          onRun={() => currentId && generate.mutate(currentId)}
        />
        {current.data ? <FormExports fmeaId={current.data.id} canEdit={current.data.can.edit} /> : null}
        {plan}
      </>
    );
  }
  return (
    <>
      <UploadTab
        bands={bands}
        saving={create.isPending}
        saveError={create.isError ? errorText(errorMessage(create.error)) : null}
        onSave={(input) => create.mutate(input, { onSuccess: analyse })}
      />
      {plan}
      {stored}
    </>
  );
}
