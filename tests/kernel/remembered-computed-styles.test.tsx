import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

/*
 * The SDK's test setup remembers computed styles until the page changes (jsdom computes each one afresh, and role
 * queries read them for every element): a query must still see every change that hides or shows something.
 */
function Panel() {
  const [open, setOpen] = useState(true);
  const [shape, setShape] = useState('plain');
  return (
    <div>
      <style>{`.shut { display: none } .ghost { visibility: hidden }`}</style>
      <button onClick={() => setOpen(!open)}>Toggle</button>
      <button onClick={() => setShape(shape === 'plain' ? 'ghost' : 'plain')}>Haunt</button>
      <section className={open ? '' : 'shut'}>
        <button className={shape}>Inside</button>
      </section>
    </div>
  );
}

describe('computed styles in screen tests', () => {
  it('a role query sees a class change on the element and on an ancestor at once', async () => {
    render(<Panel />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Inside' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('button', { name: 'Inside' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Haunt' }));
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
  });

  it('sees a style sheet added after the first read, and an inline style set without React', () => {
    render(<p>Notice</p>);
    const notice = screen.getByText('Notice');
    expect(notice).toBeVisible();
    const sheet = document.createElement('style');
    sheet.textContent = 'p { display: none }';
    document.head.append(sheet);
    expect(notice).not.toBeVisible();
    sheet.remove();
    expect(notice).toBeVisible();
    notice.style.visibility = 'hidden';
    expect(notice).not.toBeVisible();
    expect(getComputedStyle(notice).getPropertyValue('visibility')).toBe('hidden');
  });
});
