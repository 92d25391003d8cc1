import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BootedApp } from '../core/boot';
import { BackofficeApp } from './BackofficeApp';
import { giveNonceToCreatedStyles } from '../core/csp-nonce';
import { applyTheme } from './theme-mode';

/** Renders the booted app into a DOM element. */
export function mount(app: BootedApp, element: HTMLElement): () => void {
  giveNonceToCreatedStyles();
  // Already set before the first paint by theme-before-paint.js; again here for pages served without it.
  applyTheme();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <BackofficeApp app={app} />
    </StrictMode>,
  );
  return () => root.unmount();
}
