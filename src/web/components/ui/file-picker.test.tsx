// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

afterEach(cleanup);

const csv = (name: string) => new File(['a;b'], name, { type: 'text/csv' });

describe('FilePicker', () => {
  it('is a button described by its hint that opens the hidden input, with its accept list', () => {
    render(
      <FilePicker
        accept=".xlsx,.csv"
        onFiles={() => {}}
        label="Dosya Seç"
        hint="Gerekli sütunlar"
        inputTestId="in"
      />,
    );
    const button = screen.getByRole('button', { name: 'Dosya Seç' });
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Gerekli sütunlar').id);
    const input = screen.getByTestId('in');
    expect(input.getAttribute('accept')).toBe('.xlsx,.csv');
    expect(input.tabIndex).toBe(-1);
    const click = vi.spyOn(input, 'click');
    button.click();
    expect(click).toHaveBeenCalledOnce();
  });

  it('hands over a chosen file, and the same file chosen again hands it over again', () => {
    const onFiles = vi.fn();
    render(<FilePicker accept=".csv" onFiles={onFiles} label="Dosya Seç" inputTestId="in" />);
    const input = screen.getByTestId<HTMLInputElement>('in');
    const file = csv('ölçümler.csv');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input.value).toBe('');
  });

  it('takes dropped files: all of them when multiple, the first otherwise, none when disabled', () => {
    const many = vi.fn();
    const one = vi.fn();
    const off = vi.fn();
    render(
      <>
        <FilePicker accept="" multiple onFiles={many} label="a" testId="many" inputTestId="i1" />
        <FilePicker accept="" onFiles={one} label="b" testId="one" inputTestId="i2" />
        <FilePicker accept="" onFiles={off} disabled label="c" testId="off" inputTestId="i3" />
      </>,
    );
    const files = [csv('bir.csv'), csv('iki.csv')];
    const zone = screen.getByTestId('many');
    fireEvent.dragOver(zone, { dataTransfer: { files } });
    expect(zone.dataset.over).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(zone.dataset.over).toBeUndefined();
    expect(many).toHaveBeenCalledWith(files);
    fireEvent.drop(screen.getByTestId('one'), { dataTransfer: { files } });
    expect(one).toHaveBeenCalledWith([files[0]]);
    fireEvent.drop(screen.getByTestId('off'), { dataTransfer: { files } });
    expect(off).not.toHaveBeenCalled();
  });

  it('shows the chosen file in the feature’s words and marks the button invalid when told', () => {
    render(
      <FilePicker
        accept=".csv"
        onFiles={() => {}}
        label="Dosyayı Değiştir"
        chosen="Seçilen dosya: Kapak_PFMEA.xlsx"
        invalid
        describedBy="err"
        inputTestId="in"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Seçilen dosya: Kapak_PFMEA.xlsx');
    const button = screen.getByRole('button', { name: 'Dosyayı Değiştir' });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('err');
  });
});
