import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('puts the tab first, then the mode, then the application', () => {
    expect(documentTitle(['İş Takip Listem', 'İş Takip Sistemi'], 'Kalite Asistanı')).toBe(
      'İş Takip Listem · İş Takip Sistemi · Kalite Asistanı',
    );
  });

  it('leaves out missing parts and is the application name alone without any', () => {
    expect(documentTitle([undefined, 'Hesap Ayarları', ''], 'Kalite Asistanı')).toBe(
      'Hesap Ayarları · Kalite Asistanı',
    );
    expect(documentTitle([], 'Kalite Asistanı')).toBe('Kalite Asistanı');
  });
});
