import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { definePlugin, RichTextEditor } from '@backoffice/kernel';
import { renderApp } from '../support/render-app';
import { isAllowedLink } from '../../packages/kernel/src/ui/rich-text-options';

// The screen files share their worker's loaded modules (isolate: false in vitest.config.ts): the kernel is loaded
// afresh for this file, so that quill's chunk is not loaded yet when the first test renders the editor.
vi.hoisted(() => vi.resetModules());

function Editor() {
  const [html, setHtml] = useState('<h2>Shipping</h2><p>Fast <strong>COD</strong></p>');
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} label="Content" />
      <output aria-label="html">{html}</output>
    </>
  );
}

const editorPlugin = definePlugin({
  id: 'editor',
  routes: [{ path: '/editor', screen: async () => ({ default: Editor }) }],
});

describe('rich-text editor', () => {
  it('adds no empty heading while quill loads', () => {
    render(<RichTextEditor value="" onChange={() => {}} label="Content" />);
    // First in this file: quill's chunk is not loaded yet, so the loading placeholder shows.
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });

  it('loads quill lazily with the spec toolbar and shows the given content', async () => {
    await renderApp({ plugins: [editorPlugin], path: '/editor' });
    const area = await screen.findByLabelText('Content');
    await waitFor(() => expect(area.innerHTML).toContain('<strong>COD</strong>'));
    const toolbar = document.querySelector('.ql-toolbar')!;
    for (const format of [
      'bold',
      'italic',
      'underline',
      'strike',
      'blockquote',
      'code-block',
      'link',
      'image',
      'video',
      'clean',
    ]) {
      expect(toolbar.querySelector(`.ql-${format}`)).not.toBeNull();
    }
    expect(toolbar.querySelectorAll('.ql-list')).toHaveLength(2);
    expect(toolbar.querySelectorAll('.ql-indent')).toHaveLength(2);
    expect(toolbar.querySelector('.ql-header')).not.toBeNull();
    expect(toolbar.querySelector('.ql-align')).not.toBeNull();
    expect(toolbar.querySelector('.ql-color')).not.toBeNull();
    expect(toolbar.querySelector('.ql-background')).not.toBeNull();
  });

  it('takes no focus when its content is set, at first or when a record arrives later', async () => {
    function Later() {
      const [html, setHtml] = useState('<p>First</p>');
      return (
        <>
          <button type="button" onClick={() => setHtml('<p>Loaded later</p>')}>
            Load
          </button>
          <RichTextEditor value={html} onChange={setHtml} label="Content" />
        </>
      );
    }
    render(<Later />);
    const area = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(area).toHaveTextContent('First'));
    expect(area).not.toHaveFocus();
    screen.getByRole('button', { name: 'Load' }).click();
    await waitFor(() => expect(area).toHaveTextContent('Loaded later'));
    expect(document.activeElement).not.toBe(area);
  });

  it("puts the field's id and marks on the editing area", async () => {
    render(
      <RichTextEditor
        id="content-field"
        value=""
        onChange={() => {}}
        label="Content"
        aria-required
        aria-invalid
        aria-describedby="content-error"
      />,
    );
    const area = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(area).toHaveAttribute('id', 'content-field'));
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAttribute('aria-describedby', 'content-error');
  });

  it('names the toolbar and each of its controls for screen readers', async () => {
    await renderApp({ plugins: [editorPlugin], path: '/editor' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Content formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bulleted list',
      'Decrease indent',
      'Increase indent',
      'Quote',
      'Code block',
      'Link',
      'Image',
      'Video',
      'Clear formatting',
      'Heading',
      'Alignment',
      'Text colour',
      'Highlight colour',
    ]) {
      expect(within(toolbar).getAllByRole('button', { name, hidden: true }).length).toBeGreaterThan(0);
    }
    // Every button-like control of the toolbar has a name.
    const unnamed = [...toolbar.querySelectorAll('button, [role=button]')].filter(
      (control) => !control.getAttribute('aria-label') && !control.textContent?.trim(),
    );
    expect(unnamed).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-multiline', 'true');
  });

  it('keeps links only for http, https, mailto and tel', () => {
    expect(isAllowedLink('https://example.com')).toBe(true);
    expect(isAllowedLink('mailto:sales@example.com')).toBe(true);
    expect(isAllowedLink('tel:+212600000000')).toBe(true);
    expect(isAllowedLink('/relative/path')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('sms:+1')).toBe(false);
    expect(isAllowedLink(' JavaScript:alert(1)')).toBe(false);
  });
});
