import type * as Runner from '@launchpad/runner';
import { HUNG_MESSAGE, type createPreview, type RunnerSource } from '@launchpad/runner';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreviewPane } from './use-preview-pane.ts';

type PreviewOptions = Parameters<typeof createPreview>[1];

/** The preview frames made, with what the workspace told each and asked of it. */
const frames = vi.hoisted(
  () =>
    [] as {
      container: HTMLElement;
      options: PreviewOptions;
      render: ReturnType<typeof vi.fn>;
      stop: ReturnType<typeof vi.fn>;
      dispose: ReturnType<typeof vi.fn>;
    }[],
);

// The runner needs real frames; jsdom has none. A frame here only records what it is asked.
vi.mock('@launchpad/runner', async (importOriginal) => ({
  ...(await importOriginal<typeof Runner>()),
  createPreview: (container: HTMLElement, options: PreviewOptions) => {
    const frame = { container, options, render: vi.fn(), stop: vi.fn(), dispose: vi.fn() };
    frames.push(frame);
    return frame;
  },
}));

const source = (script: string): RunnerSource => ({
  topic: 'javascript',
  files: { 'index.html': '<p id="count">0</p>', 'script.js': script },
});

/** Enough for an animation frame, when the console adds the lines that arrived. */
const FRAME_MS = 20;

/** Lets `ms` of the fake clock pass, with what React renders meanwhile. */
function elapse(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderPreviewPane() {
  const events = { onRun: vi.fn(), onStop: vi.fn() };
  const rendered = renderHook((code: RunnerSource) => usePreviewPane(code, events), {
    initialProps: source('// starter'),
  });
  const host = document.createElement('div');
  act(() => rendered.result.current.setHost(host));
  return { ...events, ...rendered, host, frame: () => frames.at(-1)! };
}

beforeEach(() => {
  frames.length = 0;
  vi.useFakeTimers();
});

describe('usePreviewPane', () => {
  it("runs the learner's code in a frame in the pane, again shortly after each change", () => {
    const { result, rerender, host, frame } = renderPreviewPane();
    expect(frame().container).toBe(host);
    expect(result.current.running).toBe(false);
    elapse(400);
    expect(frame().render).toHaveBeenLastCalledWith(source('// starter'));
    expect(result.current.running).toBe(true);

    rerender(source('let count = 0;'));
    elapse(399);
    expect(frame().render).toHaveBeenCalledTimes(1);
    elapse(1);
    expect(frame().render).toHaveBeenLastCalledWith(source('let count = 0;'));
  });

  it("shows the code's output in the console, starting over with each new run", () => {
    const { result, onRun, frame } = renderPreviewPane();
    act(() => {
      frame().options.onConsole?.({ level: 'log', text: 'count: 0' });
      frame().options.onConsole?.({ level: 'warn', text: 'count: -1' });
    });
    elapse(FRAME_MS);
    expect(result.current.console.entries.map((entry) => entry.text)).toEqual([
      'count: 0',
      'count: -1',
    ]);

    act(() => frame().options.onRender?.());
    expect(result.current.console.entries).toEqual([]);
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('opens and closes the console, which can be cleared', () => {
    const { result, frame } = renderPreviewPane();
    expect(result.current.consoleOpen).toBe(false);
    act(() => result.current.openConsole());
    expect(result.current.consoleOpen).toBe(true);
    act(() => frame().options.onConsole?.({ level: 'log', text: 'hello' }));
    elapse(FRAME_MS);
    act(() => result.current.clearConsole());
    expect(result.current.console.entries).toEqual([]);
    act(() => result.current.closeConsole());
    expect(result.current.consoleOpen).toBe(false);
  });

  it('ends the code on Stop, and tells that it stopped', () => {
    const { result, onStop, frame } = renderPreviewPane();
    elapse(400);
    act(() => result.current.stop());
    expect(frame().stop).toHaveBeenCalledTimes(1);
    act(() => frame().options.onStop?.('stopped'));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe(false);
    // Stopped by the learner: nothing to explain in the console.
    expect(result.current.consoleOpen).toBe(false);
  });

  it('says in the console why code that hung was stopped, and opens it', () => {
    const { result, onStop, frame } = renderPreviewPane();
    elapse(400);
    act(() => frame().options.onStop?.('hung'));
    elapse(FRAME_MS);
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe(false);
    expect(result.current.consoleOpen).toBe(true);
    expect(result.current.console.entries).toEqual([
      { level: 'error', text: `Stopped: ${HUNG_MESSAGE}` },
    ]);
  });

  it('moves the preview to a new place in the page, and ends it when the pane goes', () => {
    const { result, unmount, frame } = renderPreviewPane();
    const first = frame();
    const elsewhere = document.createElement('div');
    act(() => result.current.setHost(elsewhere));
    expect(first.dispose).toHaveBeenCalledTimes(1);
    expect(frame().container).toBe(elsewhere);
    unmount();
    expect(frame().dispose).toHaveBeenCalledTimes(1);
  });
});
