// The repository's screen tests run with the same setup a third party's plugin tests get from the SDK
// (packages/plugin-sdk/src/vitest-setup.ts, listed before this file in vitest.config.ts): jest-dom matchers, what
// antd probes for and jsdom lacks, a 30 s wait for findBy*/waitFor, a clean page after each test and file.
import { setSmallScreen } from '@backoffice/kernel/testing';

// The older name some tests call (`__setSmallScreen`); new tests import `setSmallScreen` from the kernel's testing.
(globalThis as { __setSmallScreen?: (small: boolean) => void }).__setSmallScreen = setSmallScreen;
