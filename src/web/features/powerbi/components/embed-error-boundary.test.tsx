// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedErrorBoundary } from './embed-error-boundary';
import { ReportFrame } from './report-frame';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const noop = () => {};

/** The real powerbi-client, handed what it refuses: it throws from React's commit phase. */
function Page({ embedUrl, onError }: { embedUrl: string; onError: (error: Error) => void }) {
  return (
    <main>
      <h1>Kalite Asistanı</h1>
      <EmbedErrorBoundary onError={onError} fallback={(error) => <p role="alert">{error.message}</p>}>
        <ReportFrame
          target={{ embedUrl, accessToken: 'token', reportId: 'r1' }}
          onLoaded={noop}
          onRendered={noop}
          onError={noop}
          onEmbedded={noop}
          title="Power BI"
        />
      </EmbedErrorBoundary>
    </main>
  );
}

describe('the error boundary around the embed', () => {
  it.each([
    ['a host outside Power BI', 'https://evil.example/reportEmbed?reportId=r1', /Invalid embed URL detected/],
    [
      'an autoAuth URL',
      'https://app.powerbi.com/reportEmbed?reportId=r1&autoAuth=true',
      /Embed URL is invalid for this scenario/,
    ],
  ])('keeps the page alive when powerbi-client throws for %s', (_name, embedUrl, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const onError = vi.fn();
    render(<Page embedUrl={embedUrl} onError={onError} />);
    expect(screen.getByRole('heading', { name: 'Kalite Asistanı' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(message);
    expect(onError).toHaveBeenCalledOnce();
  });
});
