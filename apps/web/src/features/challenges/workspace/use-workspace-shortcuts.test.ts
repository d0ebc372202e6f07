import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceShortcuts } from './use-workspace-shortcuts.ts';

function renderShortcuts() {
  const actions = { runTests: vi.fn(async () => {}), saveDraft: vi.fn() };
  const rendered = renderHook((props) => useWorkspaceShortcuts(props), { initialProps: actions });
  return { ...actions, ...rendered };
}

/**
 * Presses a key in the editor, which has key bindings of its own: whether the editor saw the key,
 * and whether the browser's own action for it was prevented.
 */
function pressInEditor(key: string, modifiers: KeyboardEventInit = {}) {
  const editor = document.createElement('div');
  document.body.append(editor);
  const editorBinding = vi.fn();
  editor.addEventListener('keydown', editorBinding);
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
    ...modifiers,
  });
  editor.dispatchEvent(event);
  return { editorSawIt: editorBinding.mock.calls.length > 0, prevented: event.defaultPrevented };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('useWorkspaceShortcuts', () => {
  it('runs the tests on Ctrl+Enter, before the editor sees the key', () => {
    const { runTests, saveDraft } = renderShortcuts();
    expect(pressInEditor('Enter', { ctrlKey: true })).toEqual({
      editorSawIt: false,
      prevented: true,
    });
    expect(runTests).toHaveBeenCalledTimes(1);
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it("saves the draft on Cmd+S or Ctrl+S, in place of the browser's Save page", () => {
    const { runTests, saveDraft } = renderShortcuts();
    expect(pressInEditor('s', { metaKey: true })).toEqual({ editorSawIt: false, prevented: true });
    expect(pressInEditor('S', { ctrlKey: true, shiftKey: true }).prevented).toBe(true);
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(runTests).not.toHaveBeenCalled();
  });

  it('leaves every other key to the editor', () => {
    const { runTests, saveDraft } = renderShortcuts();
    for (const [key, modifiers] of [
      ['Enter', {}],
      ['s', {}],
      ['a', { ctrlKey: true }],
    ] as const) {
      expect(pressInEditor(key, modifiers)).toEqual({ editorSawIt: true, prevented: false });
    }
    expect(runTests).not.toHaveBeenCalled();
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('calls the actions of the latest render, and none once the workspace is left', () => {
    const first = renderShortcuts();
    const latest = { runTests: vi.fn(async () => {}), saveDraft: vi.fn() };
    first.rerender(latest);
    pressInEditor('Enter', { ctrlKey: true });
    expect(latest.runTests).toHaveBeenCalledTimes(1);
    expect(first.runTests).not.toHaveBeenCalled();

    first.unmount();
    expect(pressInEditor('Enter', { ctrlKey: true }).editorSawIt).toBe(true);
    expect(latest.runTests).toHaveBeenCalledTimes(1);
  });
});
