/** Demo accounts of DESIGN.md with the full names the seed gives them (avatars show their initials). */
export const DEMO = {
  admin: {
    username: 'admin',
    password: 'admin123',
    role: 'Yönetici',
    fullName: 'Ahmet Yılmaz',
    initials: 'AY',
  },
  kalip: {
    username: 'kalip',
    password: 'kalip123',
    role: 'Kalıp Mühendisi',
    fullName: 'Mehmet Demir',
    initials: 'MD',
  },
  bakim: {
    username: 'bakim',
    password: 'bakim123',
    role: 'Bakım Teknisyeni',
    fullName: 'Ali Kaya',
    initials: 'AK',
  },
  kalite: {
    username: 'kalite',
    password: 'kalite123',
    role: 'Kalite Mühendisi',
    fullName: 'Ayşe Çelik',
    initials: 'AÇ',
  },
  egitim: {
    username: 'egitim',
    password: 'egitim123',
    role: 'Eğitim Sorumlusu',
    fullName: 'Zeynep Şahin',
    initials: 'ZŞ',
  },
  proses: {
    username: 'proses',
    password: 'proses123',
    role: 'Proses Mühendisi',
    fullName: 'Emre Öztürk',
    initials: 'EÖ',
  },
} as const;

export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];

let counter = 0;

/**
 * A name no earlier run used: failed logins are throttled per username (5 per 15 min), so every
 * failure test needs its own, and sign-ups need a free username.
 */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}
