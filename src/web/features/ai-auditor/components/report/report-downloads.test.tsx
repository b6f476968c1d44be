// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n';
import '../../ai-auditor-mode';
import { ReportDownloads } from './report-downloads';

const ID = '11111111-1111-4111-8111-111111111111';

afterEach(async () => {
  cleanup();
  await changeLanguage('tr');
});

describe('ReportDownloads', () => {
  it('asks the server for the CSV and PDF in the interface language', async () => {
    render(<ReportDownloads auditId={ID} />);
    expect(screen.getByTestId('download-csv').getAttribute('href')).toBe(`/api/audits/${ID}/csv?lang=tr`);
    expect(screen.getByTestId('download-pdf').getAttribute('href')).toBe(`/api/audits/${ID}/pdf?lang=tr`);
    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('download-csv').getAttribute('href')).toBe(`/api/audits/${ID}/csv?lang=en`);
    expect(screen.getByTestId('download-pdf').getAttribute('href')).toBe(`/api/audits/${ID}/pdf?lang=en`);
  });
});
