// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithClient, stubFetch } from '../../../lib/component-testing';
import '../capability-mode';
import { CapabilityScreen } from './capability-screen';

const FIVE = ['100,02', '99,98', '100,05', '99,97', '100,01'];

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
  // recharts measures its container; jsdom has no layout
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
beforeEach(() => {
  stubFetch(({ url }) => (url.startsWith('/api/capability-studies') ? { studies: [], total: 0 } : null));
});
afterEach(async () => {
  cleanup();
  await changeLanguage('tr');
});

const slot = (n: number) => screen.getByLabelText(`Ölçüm ${n}`, { exact: true }) as HTMLInputElement;
// Hesapla waits a frame before calculating (to paint 'Hesaplanıyor...'), then focus moves a frame later.
const calculate = async () => {
  const button = screen.getByRole('button', { name: /^(Hesapla|Calculate)$/ });
  fireEvent.click(button);
  await waitFor(() => expect(button.textContent).toMatch(/^(Hesapla|Calculate)$/));
  await act(() => new Promise((r) => setTimeout(r, 20)));
};
const type = (values: string[]) =>
  values.forEach((v, i) => fireEvent.change(slot(i + 1), { target: { value: v } }));

describe('Cp/Cpk form', () => {
  it("'En az 5 ölçüm değeri gereklidir!' shows under the slots and focus moves to the next empty slot", async () => {
    renderWithClient(<CapabilityScreen />);
    type(FIVE.slice(0, 3));
    await calculate();
    const error = screen.getByTestId('capability-error');
    expect(error.textContent).toBe('En az 5 ölçüm değeri gereklidir!');
    expect(document.activeElement).toBe(slot(4));
    expect(slot(4).getAttribute('aria-describedby')).toBe(error.id);
    // the error list sits inside the form, after the slots (not above the form)
    expect(screen.getByTestId('measurement-slots').compareDocumentPosition(error)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('a tolerance error is under that field, which takes focus; five values then calculate', async () => {
    renderWithClient(<CapabilityScreen />);
    type(FIVE);
    const upper = screen.getByLabelText('Üst Tolerans (+)');
    fireEvent.change(upper, { target: { value: '-0,5' } });
    await calculate();
    expect(upper.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(upper);
    expect(screen.getByTestId('capability-upperTolerance-error').textContent).toContain(
      'Üst spesifikasyon limiti alt limitten büyük olmalıdır',
    );
    fireEvent.change(upper, { target: { value: '0.5' } });
    fireEvent.blur(upper);
    expect((upper as HTMLInputElement).value).toBe('0,5');
    await calculate();
    expect(screen.queryByTestId('capability-upperTolerance-error')).toBeNull();
    expect(screen.queryByTestId('capability-error')).toBeNull();
  });

  it('identical values pass the contract but not the calculation: its message under the slots, focus on the next empty one', async () => {
    renderWithClient(<CapabilityScreen />);
    type(['5', '5', '5', '5', '5']);
    await calculate();
    expect(screen.getByTestId('capability-error').textContent).toBe(
      'Tüm ölçümler aynı: standart sapma sıfır olduğundan Cp/Cpk hesaplanamaz.',
    );
    // the calculation's error moves focus a frame after it renders
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(document.activeElement).toBe(slot(6));
    // a refused tolerance next: only its own message is left
    fireEvent.change(screen.getByLabelText('Üst Tolerans (+)'), { target: { value: '-0,5' } });
    await calculate();
    expect(screen.queryByTestId('capability-error')).toBeNull();
    expect(screen.getByTestId('capability-upperTolerance-error')).toBeTruthy();
  });

  it('automatic mode with impossible tolerances: the message under the upper tolerance, none about the count', async () => {
    renderWithClient(<CapabilityScreen />);
    fireEvent.click(screen.getByRole('radio', { name: 'Otomatik Oluştur' }));
    const upper = screen.getByLabelText('Üst Tolerans (+)');
    fireEvent.change(upper, { target: { value: '-1' } });
    await calculate();
    expect(upper.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(upper);
    expect(screen.queryByTestId('capability-error')).toBeNull();
    fireEvent.change(upper, { target: { value: '0,5' } });
    await calculate();
    expect(upper.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByLabelText(/^Ölçüm \d+$/)).toHaveLength(30);
  });

  it('the arrow keys step a tolerance by 0,001', () => {
    renderWithClient(<CapabilityScreen />);
    const nominal = screen.getByLabelText<HTMLInputElement>('Nominal Değer');
    fireEvent.keyDown(nominal, { key: 'ArrowUp' });
    expect(nominal.value).toBe('100,001');
  });

  it('the message is in English when the interface is', async () => {
    await act(() => changeLanguage('en'));
    renderWithClient(<CapabilityScreen />);
    fireEvent.change(screen.getByLabelText('Measurement 1', { exact: true }), { target: { value: '1' } });
    await calculate();
    expect(screen.getByTestId('capability-error').textContent).toBe(
      'At least 5 measurement values are required!',
    );
  });
});
