import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAnalysisReport } from '../../../../domain/analyses/build-report';
import { type TAnalysis, ZCreateAnalysisRequest } from '../../../../domain/analyses/contract';
import type { TUser } from '../../../../domain/auth/contract';
import { meQueryKey } from '../../../lib/current-user';
import { analysesKeys } from './analysis-keys';
import { applyAnalysisEvent } from './apply-analysis-event';

const AUTHOR = '00000000-0000-4000-8000-00000000000a';
const request = ZCreateAnalysisRequest.parse({
  title: 'Parçalarda çapak oluşumu',
  description: 'Kapı iç panelinin ayırma çizgisinde ince çapak var',
  category: 'quality',
  severity: 'high',
  department: 'production',
  discoveryDate: '2025-03-10',
});
const row = {
  ...request,
  id: '00000000-0000-4000-8000-000000000001',
  analysisResult: buildAnalysisReport(request, []),
  confidence: 85,
  rating: 0,
  status: 'completed',
  userId: AUTHOR,
  userFullName: 'Ayşe Çelik',
  createdAt: '2025-03-10T08:00:00.000Z',
  updatedAt: '2025-03-10T08:00:00.000Z',
  // Broadcast rows are presented for nobody.
  can: { rate: false, delete: false },
};

let client: QueryClient;
afterEach(() => client?.clear());

function received(me: Pick<TUser, 'id' | 'isAdmin'> | null): TAnalysis | undefined {
  client = new QueryClient();
  client.setQueryData(meQueryKey, me);
  applyAnalysisEvent(client, { table: 'ai_analyses', eventType: 'UPDATE', new: row, old: { id: row.id } });
  return client.getQueryData<TAnalysis>(analysesKeys.detail(row.id));
}

describe('a realtime analysis row gets `can` for the user who receives it', () => {
  it.each([
    ['its author', { id: AUTHOR, isAdmin: false }, { rate: true, delete: true }],
    [
      'another user',
      { id: '00000000-0000-4000-8000-00000000000b', isAdmin: false },
      { rate: true, delete: false },
    ],
    [
      'a Yönetici',
      { id: '00000000-0000-4000-8000-00000000000c', isAdmin: true },
      { rate: true, delete: true },
    ],
    ['nobody signed in', null, { rate: false, delete: false }],
  ])('%s', (_who, me, expected) => {
    expect(received(me)?.can).toEqual(expected);
  });
});
