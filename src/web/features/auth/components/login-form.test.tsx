// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Refusal, renderWithClient, sentBodies, stubFetch } from '../../../lib/component-testing';
import '../../../lib/i18n';
import { LoginForm } from './login-form';

const USER = {
  id: 'u1',
  username: 'kalite',
  fullName: 'Kalite Mühendisi',
  email: 'kalite@firma.com.tr',
  department: 'Kalite',
  position: '',
  role: 'Kalite Mühendisi',
  isAdmin: false,
  active: true,
  approved: true,
  createdAt: '2026-11-23T10:00:00Z',
  lastLoginAt: null,
};
const CONFIG = {
  demoMode: true,
  demoAccounts: [{ username: 'kalite', password: 'kalite123', role: 'Kalite Mühendisi' }],
  firstAccountBecomesAdmin: false,
  signupPolicy: 'open',
  sso: null,
};

function serve(login: (body: unknown) => unknown) {
  return stubFetch(({ method, url, body }) => {
    if (url === '/api/auth/config') return CONFIG;
    if (method === 'POST' && url === '/api/auth/login') return login(body);
    return null;
  });
}

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(cleanup);

const username = () => screen.getByLabelText('Kullanıcı Adı', { exact: true });
const password = () => screen.getByLabelText('Şifre', { exact: true });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await new Promise((r) => setTimeout(r, 20));
  });
};

describe('Sisteme Giriş form', () => {
  it('an empty submit says the spec message in the red box, marks and focuses the username, sends nothing', async () => {
    const fetchSpy = serve(() => ({ user: USER }));
    renderWithClient(<LoginForm success={null} onLoggedIn={vi.fn()} />);
    await submit();
    const box = screen.getByTestId('auth-error');
    expect(box.textContent).toBe('Kullanıcı adı ve şifre gereklidir');
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Kullanıcı adı ve şifre gereklidir',
    );
    expect(document.activeElement).toBe(username());
    expect(sentBodies(fetchSpy, 'POST', '/api/auth/login')).toEqual([]);
  });

  it('a password of spaces counts as empty: the password is marked and focused', async () => {
    serve(() => ({ user: USER }));
    renderWithClient(<LoginForm success={null} onLoggedIn={vi.fn()} />);
    fireEvent.change(username(), { target: { value: 'kalite' } });
    fireEvent.change(password(), { target: { value: '   ' } });
    await submit();
    expect(screen.getByTestId('auth-error').textContent).toBe('Kullanıcı adı ve şifre gereklidir');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(username().getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(password());
  });

  it('a demo account fills the form; a valid submit sends it and signs in', async () => {
    const fetchSpy = serve(() => ({ user: USER }));
    const onLoggedIn = vi.fn();
    renderWithClient(<LoginForm success="Üyelik başarıyla oluşturuldu!" onLoggedIn={onLoggedIn} />);
    expect(screen.getByTestId('auth-success').textContent).toBe('Üyelik başarıyla oluşturuldu!');
    fireEvent.click(await screen.findByRole('button', { name: /kalite \/ kalite123/ }));
    expect((username() as HTMLInputElement).value).toBe('kalite');
    await submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchSpy, 'POST', '/api/auth/login')).toEqual([
      { username: 'kalite', password: 'kalite123' },
    ]);
    expect(screen.queryByTestId('auth-error')).toBeNull();
  });

  it("the server's refusal shows in the red box; the next empty submit shows the form's message instead", async () => {
    serve(
      () => new Refusal(401, { code: 'invalid_credentials', message: 'Kullanıcı adı veya şifre hatalı' }),
    );
    const onLoggedIn = vi.fn();
    renderWithClient(<LoginForm success={null} onLoggedIn={onLoggedIn} />);
    fireEvent.change(username(), { target: { value: 'olmayan' } });
    fireEvent.change(password(), { target: { value: 'yanlis123' } });
    await submit();
    await waitFor(() =>
      expect(screen.getByTestId('auth-error').textContent).toBe('Kullanıcı adı veya şifre hatalı'),
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
    fireEvent.change(password(), { target: { value: '' } });
    await submit();
    expect(screen.getByTestId('auth-error').textContent).toBe('Kullanıcı adı ve şifre gereklidir');
  });
});
