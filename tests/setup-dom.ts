// The repository's screen tests run with the same setup a third party's plugin tests get from the SDK
// (packages/plugin-sdk/src/vitest-setup.ts, listed before this file in vitest.config.ts): jest-dom matchers, what
// antd probes for and jsdom lacks, a 30 s wait for findBy*/waitFor, a clean page after each test and file.
// Below that, two cuts of what screen tests spend CPU on that no test looks at (found in CPU profiles of screen files).
import { createRequire } from 'node:module';
import * as React from 'react';
import { setSmallScreen } from '@backoffice/kernel/testing';

// The older name some tests call (`__setSmallScreen`); new tests import `setSmallScreen` from the kernel's testing.
(globalThis as { __setSmallScreen?: (small: boolean) => void }).__setSmallScreen = setSmallScreen;

// React's development build records an "owner stack" (a captured `Error` and a console task) for every element it
// creates, to point its warnings at the component that made the element: 5-7% of a screen file's CPU. The counter
// below is React's own cap on them (10,000 per render); held at the cap, none is captured. Warnings still fire, with
// the component stack React builds from its fibers.
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && !Object.getOwnPropertyDescriptor(reactInternals, 'recentlyCreatedOwnerStacks')?.get) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {} });
}

// jsdom looks up every property read of an HTMLCollection as a named item first (a scan of the whole collection,
// reading each element's id and name), even `length` and `item`, where a named item is ignored anyway (they are on
// the prototype). antd's style injection lists <head>'s children for every style it adds (`Array.from(head.children)`
// reads `length` at each step): quadratic in the number of <style> elements, ~5% of a screen file's CPU. Those
// names are answered "no such item" at once; any other name is looked up as before.
type CollectionImpl = { prototype: { namedItem(key: string): unknown; prototypeNamesSkipped?: boolean } };
const { implementation: collectionImpl } = createRequire(import.meta.url)(
  'jsdom/lib/jsdom/living/nodes/HTMLCollection-impl.js',
) as { implementation: CollectionImpl };
if (!collectionImpl.prototype.prototypeNamesSkipped) {
  const namedItem = collectionImpl.prototype.namedItem;
  collectionImpl.prototype.namedItem = function (this: unknown, key: string) {
    return key in window.HTMLCollection.prototype ? null : namedItem.call(this, key);
  };
  collectionImpl.prototype.prototypeNamesSkipped = true;
}
