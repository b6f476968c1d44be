// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Refusal, renderWithClient, sentBodies, stubFetch } from '../../../lib/component-testing';
import '../../../lib/i18n';
import { SignupForm } from './signup-form';

const CONFIG = {
  demoMode: false,
  demoAccounts: [],
  firstAccountBecomesAdmin: false,
  signupPolicy: 'open',
  sso: null,
};
const created = (body: Record<string, unknown>) => ({
  user: {
    id: 'u9',
    username: String(body.username),
    fullName: String(body.fullName),
    email: String(body.email),
    department: String(body.department || 'Genel'),
    position: String(body.position),
    role: 'Kullanıcı',
    isAdmin: false,
    active: true,
    approved: true,
    createdAt: '2026-11-23T10:00:00Z',
    lastLoginAt: null,
  },
});

function serve(signup: (body: Record<string, unknown>) => unknown) {
  return stubFetch(({ method, url, body }) => {
    if (url === '/api/auth/config') return CONFIG;
    if (method === 'POST' && url === '/api/auth/signup') return signup(body as Record<string, unknown>);
    return null;
  });
}

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(cleanup);

const control = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const fill = (values: Record<string, string>) =>
  Object.entries(values).forEach(([label, value]) => fireEvent.change(control(label), { target: { value } }));
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Üye Ol' }));
    await new Promise((r) => setTimeout(r, 20));
  });
};
const box = () => screen.getByTestId('auth-error').textContent;
const VALID = {
  'Ad Soyad *': 'Şule Ilgaz',
  'E-posta *': 'sule@firma.com.tr',
  'Kullanıcı Adı *': 'sule',
  'Şifre *': 'gizli123',
};

describe('Üye Ol form', () => {
  it('an empty submit says the spec message, marks and focuses the name, sends nothing', async () => {
    const fetchSpy = serve(created);
    renderWithClient(<SignupForm onSignedUp={vi.fn()} />);
    await submit();
    expect(box()).toBe('Tüm zorunlu alanları doldurun');
    expect(control('Ad Soyad *').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control('Ad Soyad *'));
    expect(sentBodies(fetchSpy, 'POST', '/api/auth/signup')).toEqual([]);
  });

  it('a short password, then a wrong e-mail: each message with its field focused', async () => {
    serve(created);
    renderWithClient(<SignupForm onSignedUp={vi.fn()} />);
    fill({ ...VALID, 'Şifre *': '12345' });
    await submit();
    expect(box()).toBe('Şifre en az 6 karakter olmalıdır');
    expect(document.activeElement).toBe(control('Şifre *'));
    fill({ 'Şifre *': '123456', 'E-posta *': 'sule-firma' });
    await submit();
    expect(box()).toBe('Geçerli bir email adresi girin');
    expect(control('E-posta *').getAttribute('aria-invalid')).toBe('true');
    expect(control('Şifre *').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(control('E-posta *'));
  });

  it("a taken username: the server's message in the box, the username marked", async () => {
    serve(
      () =>
        new Refusal(409, {
          code: 'username_taken',
          message: 'Bu kullanıcı adı zaten kullanılıyor',
          field: 'username',
        }),
    );
    const onSignedUp = vi.fn();
    renderWithClient(<SignupForm onSignedUp={onSignedUp} />);
    fill(VALID);
    await submit();
    await waitFor(() => expect(box()).toBe('Bu kullanıcı adı zaten kullanılıyor'));
    expect(control('Kullanıcı Adı *').getAttribute('aria-invalid')).toBe('true');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('a valid form sends the parsed request with the invitation and says the spec success message', async () => {
    const fetchSpy = serve(created);
    const onSignedUp = vi.fn();
    renderWithClient(<SignupForm onSignedUp={onSignedUp} invitationToken={null} />);
    fill({ ...VALID, 'Ad Soyad *': '  Şule Ilgaz ', Pozisyon: 'Kalite Teknikeri' });
    fireEvent.change(control('Departman'), { target: { value: 'Kalite' } });
    await submit();
    await waitFor(() =>
      expect(onSignedUp).toHaveBeenCalledWith('Üyelik başarıyla oluşturuldu! Giriş yapabilirsiniz.'),
    );
    expect(sentBodies(fetchSpy, 'POST', '/api/auth/signup')).toEqual([
      {
        fullName: 'Şule Ilgaz',
        email: 'sule@firma.com.tr',
        username: 'sule',
        password: 'gizli123',
        department: 'Kalite',
        position: 'Kalite Teknikeri',
      },
    ]);
    expect(control('Ad Soyad *').value).toBe('');
  });

  it('the password toggle shows and hides the typed password', () => {
    serve(created);
    renderWithClient(<SignupForm onSignedUp={vi.fn()} />);
    fill({ 'Şifre *': 'gizli123' });
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(control('Şifre *').type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(control('Şifre *').type).toBe('password');
    expect(control('Şifre *').value).toBe('gizli123');
  });
});
