import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A button of the open dialog (queried inside the modal: role queries over a whole table are slow in jsdom). */
export function dialogButton(name: string): HTMLElement {
  const modal = document.querySelector<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('No dialog is open');
  return within(modal).getByRole('button', { name });
}

/**
 * Waits for a dialog saying `text`, then closes it with its button (Okay by default). Looks inside the
 * dialog only: the same message may also stand on a form field.
 */
export async function expectDialog(text: string | RegExp, button = 'Okay'): Promise<void> {
  await waitFor(() => {
    const modal = document.querySelector<HTMLElement>('.ant-modal');
    if (!modal) throw new Error('No dialog is open');
    expect(within(modal).getByText(text)).toBeInTheDocument();
  });
  expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  await userEvent.click(dialogButton(button));
}

/** The fields of a multipart body the fake API received. */
export function formEntries(body: unknown): Record<string, unknown> {
  return Object.fromEntries((body as FormData).entries());
}

/** The header of a PNG of that size: enough for the browser-side dimension checks. */
export function pngFile(width: number, height: number, name = 'image.png'): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

/** A form field showing `message` as the kit shows a broken rule: marked invalid and described by the message. */
export function expectFieldMessage(field: HTMLElement, message: string | RegExp): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}

/**
 * Saves a form whose call answers a 400 naming a field: Save, Confirm, the server's message in the dialog
 * (closed), then the same message on the field (by its label, or the element itself), which takes the focus.
 */
export async function saveRefusedOnField(
  user: UserEvent,
  field: string | HTMLElement,
  message: string,
): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await waitFor(() => dialogButton('Confirm')));
  await expectDialog(message);
  const element = typeof field === 'string' ? screen.getByLabelText(field) : field;
  expectFieldMessage(element, message);
  await waitFor(() => expect(element).toHaveFocus());
  return element;
}

/**
 * A Save the form refused (no dialog any more): the line at the top of the form says why. When fields carry
 * messages it counts them ('2 fields need attention.', one wording on every form); otherwise it is the form's
 * own problem, `text` (e.g. 'No changes made').
 */
export async function expectFormRefused(text: string | RegExp): Promise<void> {
  const summary = await waitFor(() => {
    const line = document.querySelector<HTMLElement>('.bo-form-summary');
    if (!line?.textContent) throw new Error('No summary line on the form');
    return line;
  });
  expect(document.querySelector('.ant-modal')).toBeNull();
  const shown = summary.textContent ?? '';
  const counted = /^(\d+) fields? needs? attention\.$/.exec(shown);
  if (counted) expect(document.querySelectorAll('.bo-field-error').length).toBe(Number(counted[1]));
  else if (typeof text === 'string') expect(shown).toBe(text);
  else expect(shown).toMatch(text);
}
