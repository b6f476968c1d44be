import { queryOptions, useQuery } from '@tanstack/react-query';
import { powerBiOperations as ops } from '../../../../domain/powerbi/operations';
import { ApiError, callOperation } from '../../../lib/api-client';

/**
 * The organisation's Power BI reports (service principal, app-owns-data). A 409 means the
 * organisation has not configured Power BI: the dashboard then offers the spec's manual form.
 */
const serviceReportsQuery = queryOptions({
  queryKey: ['powerbi', 'service-reports'],
  queryFn: ({ signal }) => callOperation(ops.listReports, { query: {} }, signal),
  staleTime: 5 * 60_000,
  retry: false,
});
export const useServiceReports = () => useQuery(serviceReportsQuery);

export const isNotConfigured = (error: unknown) => error instanceof ApiError && error.status === 409;

/** An embed token the server issued for one report (never shown to the user). */
export const fetchEmbedToken = (reportId: string, signal?: AbortSignal) =>
  callOperation(ops.createEmbedToken, { body: { reportId } }, signal);

export const embedTokenQuery = (reportId: string) =>
  queryOptions({
    queryKey: ['powerbi', 'embed-token', reportId],
    queryFn: ({ signal }) => fetchEmbedToken(reportId, signal),
    // The frame keeps its token fresh itself (setAccessToken); this one only starts it.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
