import { fireEvent } from '@testing-library/react';

/**
 * Sets a date or date-time input at once, as a browser's picker does. Typing it character by character
 * passes through invalid values, and under load user-event's per-key events re-entered React's render
 * ("Should not already be working").
 */
export function pickDate(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value } });
}
