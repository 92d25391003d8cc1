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

  it('answers display, visibility, pointer-events and opacity as the cascade gives them, and other properties in full', () => {
    const sheet = document.createElement('style');
    sheet.textContent = `
      .box { display: flex; color: rgb(1, 2, 3) }
      div.box.hide { display: none }
      .box.hide { display: block }
      .forced { display: grid !important }
      .quiet { visibility: hidden; pointer-events: none; opacity: 0 }
      .loud { visibility: visible; pointer-events: auto }
      .again { visibility: inherit; opacity: initial }
      @media screen { .screen { display: none } }
      @media (max-width: 100px) { .narrow { display: none } }`;
    document.head.append(sheet);
    render(
      <div>
        <div className="box hide" data-testid="more specific wins" />
        <div className="box forced" style={{ display: 'none' }} data-testid="important beats inline" />
        <div className="quiet" data-testid="quiet">
          <span data-testid="inherits">
            <em className="loud" data-testid="loud again" />
            <i className="again" data-testid="inherit keyword" />
          </span>
        </div>
        <span data-testid="defaults" />
        <p className="screen" data-testid="screen media" />
        <p className="narrow" data-testid="width media" />
      </div>,
    );
    const style = (id: string) => getComputedStyle(screen.getByTestId(id));
    const queried = (id: string) => {
      const read = style(id);
      return [read.display, read.visibility, read.getPropertyValue('pointer-events'), read.opacity].join(' ');
    };
    expect(queried('more specific wins')).toBe('none visible auto 1');
    expect(queried('important beats inline')).toBe('grid visible auto 1');
    expect(queried('quiet')).toBe('block hidden none 0');
    expect(queried('inherits')).toBe('inline hidden none 1');
    expect(queried('loud again')).toBe('inline visible auto 1');
    expect(queried('inherit keyword')).toBe('inline hidden none 1');
    expect(queried('defaults')).toBe('inline visible auto 1');
    expect(queried('screen media')).toBe('none visible auto 1');
    expect(queried('width media')).toBe('block visible auto 1');
    expect(style('more specific wins').color).toBe('rgb(1, 2, 3)');
    expect(style('more specific wins').getPropertyValue('color')).toBe('rgb(1, 2, 3)');
    expect(screen.getByTestId('loud again')).not.toBeVisible();
    sheet.remove();
  });
});
