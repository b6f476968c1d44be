// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TOrgProfile } from '../../../../domain/settings/org-profile';
import { renderWithClient, sentBodies, stubFetch } from '../../../lib/component-testing';
import { changeLanguage } from '../../../lib/i18n';
import '../settings-screen';
import './organisation-tab';
import { LogoSection } from './logo-section';
import { OrgProfileForm } from './org-profile-form';

const PROFILE: TOrgProfile = {
  plantName: 'Bursa Fabrikası',
  timeZone: '',
  effectiveTimeZone: 'Europe/Istanbul',
  logoUrl: null,
  logoType: null,
  updatedAt: '2026-11-23T10:00:00Z',
  can: { edit: true },
};

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(async () => {
  cleanup();
  await changeLanguage('tr');
});

const plantName = () => screen.getByLabelText<HTMLInputElement>('Tesis / kurum adı');
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await new Promise((r) => setTimeout(r, 20));
  });
};
const serve = () =>
  stubFetch(({ method, body }) =>
    method === 'PUT' ? { ...PROFILE, ...(body as object), effectiveTimeZone: 'Europe/Berlin' } : null,
  );

describe('Kurum profile form', () => {
  it('hidden direction marks in the name: the contract message under it, focused, nothing sent', async () => {
    const fetchSpy = serve();
    renderWithClient(<OrgProfileForm profile={PROFILE} />);
    fireEvent.change(plantName(), { target: { value: 'Bursa\u202EFabrikası' } });
    await save();
    expect(plantName().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('org-plant-name-error').textContent).toBe(
      'Tesis adı görünmeyen veya yön değiştiren karakterler içeremez',
    );
    expect(document.activeElement).toBe(plantName());
    expect(sentBodies(fetchSpy, 'PUT', '/api/settings/profile')).toEqual([]);
  });

  it('the same message in English when the interface is', async () => {
    serve();
    await act(() => changeLanguage('en'));
    renderWithClient(<OrgProfileForm profile={PROFILE} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Bursa\u202EFabrikası' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByTestId('org-plant-name-error').textContent).toBe(
      'The plant name cannot contain invisible or direction-changing characters',
    );
  });

  it('sends the trimmed name and the zone, says it saved and shows the zone in force', async () => {
    const fetchSpy = serve();
    renderWithClient(<OrgProfileForm profile={PROFILE} />);
    fireEvent.change(plantName(), { target: { value: '  Bursa Plastik Fabrikası ' } });
    fireEvent.change(screen.getByLabelText('Saat dilimi'), { target: { value: 'Europe/Berlin' } });
    await save();
    await waitFor(() => expect(screen.getByText('Kurum profili kaydedildi.')).toBeTruthy());
    expect(sentBodies(fetchSpy, 'PUT', '/api/settings/profile')).toEqual([
      { plantName: 'Bursa Plastik Fabrikası', timeZone: 'Europe/Berlin' },
    ]);
  });

  it('read-only for a user who may not edit: disabled fields, no save button, no logo buttons', () => {
    serve();
    const profile = { ...PROFILE, can: { edit: false } };
    renderWithClient(
      <>
        <OrgProfileForm profile={profile} />
        <LogoSection profile={profile} />
      </>,
    );
    expect(plantName().disabled).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Saat dilimi').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
    expect(screen.queryByTestId('logo-input')).toBeNull();
    expect(screen.getByTestId('effective-zone').textContent).toMatch(/Europe\/Istanbul/);
  });

  it('a logo that is neither PNG nor SVG is refused before any upload', () => {
    const fetchSpy = serve();
    renderWithClient(<LogoSection profile={PROFILE} />);
    const file = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });
    expect(screen.getByRole('alert').textContent).toBe('Logo PNG veya SVG olmalıdır');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
