// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

// jsdom has <dialog> but not its methods; these do what the browser does for the parts tested here,
// including its own choice of initial focus (the first focusable element: our close button).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, input, select, textarea, a[href]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

/** A page with an opener button, like 'Yeni Görev' on the task list. */
function Page({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Yeni Görev"
        footer={<button type="button">Kaydet</button>}
      >
        {children}
        <button type="button" onClick={() => setOpen(false)}>
          done
        </button>
      </Modal>
    </>
  );
}

function openWithOpener() {
  const opener = screen.getByRole('button', { name: 'open' });
  act(() => {
    opener.focus();
    opener.click();
  });
  return opener;
}

describe('Modal initial focus', () => {
  it('starts on the first field, not on the close button (a space must type, not close)', () => {
    render(
      <Page>
        <p>intro</p>
        <label>
          Başlık <input name="title" />
        </label>
        <textarea name="description" />
      </Page>,
    );
    openWithOpener();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Başlık' }));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Kapat' }));
  });

  it('prefers a select or textarea over a button that comes before it', () => {
    render(
      <Page>
        <button type="button">help</button>
        <select aria-label="Öncelik">
          <option>Yüksek</option>
        </select>
      </Page>,
    );
    openWithOpener();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Öncelik' }));
  });

  it('lets an element marked data-autofocus win, and skips disabled or hidden fields', () => {
    render(
      <Page>
        <input aria-label="disabled" disabled />
        <input type="hidden" name="id" />
        <input aria-label="first" />
        <input aria-label="chosen" data-autofocus="" />
      </Page>,
    );
    openWithOpener();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'chosen' }));
  });

  it('without a field falls back to the first control other than the close button', () => {
    render(
      <Page>
        <p>only text</p>
      </Page>,
    );
    openWithOpener();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'done' }));
  });

  it('gives the focus back to the opener when it closes', () => {
    render(
      <Page>
        <input aria-label="Başlık" />
      </Page>,
    );
    const opener = openWithOpener();
    act(() => screen.getByRole('button', { name: 'done' }).click());
    expect(document.activeElement).toBe(opener);
  });
});

describe('ConfirmDialog initial focus', () => {
  it('starts on the cancel button, never on the destructive one', () => {
    render(
      <ConfirmDialog open title="Silinsin mi?" confirmLabel="Sil" onConfirm={() => {}} onCancel={() => {}}>
        <p>Bu işlem geri alınamaz.</p>
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'İptal' }));
  });
});
