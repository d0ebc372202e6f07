import type * as ReactModule from 'react';
import type * as ReactDomModule from 'react-dom';
import type * as ReactDomClientModule from 'react-dom/client';

declare global {
  interface Window {
    __launchpad: { channel: string; mode: 'preview' | 'test' };
    __launchpadLoopGuard(line: number): RangeError;
    /** Starts the tests' virtual clock, before the learner's code (bridge.ts). */
    __launchpadStartClock(): void;
    /** The learner code's uncaught errors so far, as text (bridge.ts). */
    __launchpadErrors(): string[];
    __launchpadMount(getComponent: () => unknown): void;
    __launchpadRunTests(): Promise<void>;
    /** Set by the bridge in test mode: how to mount the learner's React app afresh. */
    __launchpadApp?: { getComponent: () => unknown };
    React?: typeof ReactModule;
    ReactDOM?: typeof ReactDomModule & typeof ReactDomClientModule;
    axios?: unknown;
  }
}
