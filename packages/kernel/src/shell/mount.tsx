import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BootedApp } from '../core/boot';
import { BackofficeApp } from './BackofficeApp';
import { giveNonceToCreatedStyles } from '../core/csp-nonce';

/** Renders the booted app into a DOM element. */
export function mount(app: BootedApp, element: HTMLElement): () => void {
  giveNonceToCreatedStyles();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <BackofficeApp app={app} />
    </StrictMode>,
  );
  return () => root.unmount();
}
