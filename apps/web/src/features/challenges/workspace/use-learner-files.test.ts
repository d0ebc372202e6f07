import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { encodeBase64 } from '../base64.ts';
import { loadDraft, saveDraft } from './drafts.ts';
import { domCounterChallenge } from './test-challenge.ts';
import { DRAFT_DEBOUNCE_MS, useLearnerFiles } from './use-learner-files.ts';

const challenge = domCounterChallenge('// starter');
const starter = { 'index.html': '<p id="count">0</p>', 'script.js': '// starter' };
const draftOf = (userName = 'asha') => loadDraft(userName, 301)?.files ?? null;

/** Lets `ms` of the fake clock pass, with what React renders meanwhile. */
function elapse(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const renderFiles = (userName = 'asha') => renderHook(() => useLearnerFiles(challenge, userName));

/** Calls one of the hook's actions as an event handler does, and answers what it returned. */
function handle<T>(action: () => T): T {
  let answer: T | undefined;
  act(() => {
    answer = action();
  });
  return answer as T;
}

beforeEach(() => {
  localStorage.clear();
});

describe('useLearnerFiles', () => {
  it("opens on the learner's draft in this browser, else on the starter code", () => {
    saveDraft('asha', 301, { ...starter, 'script.js': 'let count = 0;' });
    expect(renderFiles('asha').result.current.files).toEqual({
      ...starter,
      'script.js': 'let count = 0;',
    });
    // Another learner on the same computer does not get it.
    expect(renderFiles('ravi').result.current.files).toEqual(starter);
  });

  it('saves the draft once typing pauses, and what was typed at once on leaving', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderFiles();
    act(() => result.current.edit('script.js', 'let'));
    elapse(DRAFT_DEBOUNCE_MS - 1);
    act(() => result.current.edit('script.js', 'let count'));
    elapse(DRAFT_DEBOUNCE_MS - 1);
    expect(draftOf()).toBeNull();
    elapse(1);
    expect(draftOf()?.['script.js']).toBe('let count');
    expect(result.current.currentFiles()['script.js']).toBe('let count');

    act(() => result.current.edit('script.js', 'let count = 0;'));
    unmount();
    expect(draftOf()?.['script.js']).toBe('let count = 0;');
  });

  it('saves at once when asked, and says whether the browser kept it', () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const { result } = renderFiles();
    act(() => result.current.edit('script.js', 'let count = 0;'));
    act(() => result.current.saveNow());
    expect(draftOf()?.['script.js']).toBe('let count = 0;');
    expect(success).toHaveBeenCalledWith('Draft saved');

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    act(() => result.current.saveNow());
    expect(error).toHaveBeenCalledWith('Your browser refused to save the draft.');
  });

  it("puts a submission's code back once the learner agrees to lose theirs", () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const success = vi.spyOn(toast, 'success');
    const { result } = renderFiles();
    const code = { html: encodeBase64(starter['index.html']), js: encodeBase64('let n = 1;') };

    expect(handle(() => result.current.restore(code))).toBe(false);
    expect(result.current.files).toEqual(starter);
    expect(result.current.generation).toBe(0);

    expect(handle(() => result.current.restore(code))).toBe(true);
    expect(result.current.files).toEqual({ ...starter, 'script.js': 'let n = 1;' });
    // The editor reloads every file.
    expect(result.current.generation).toBe(1);
    expect(success).toHaveBeenCalledWith('Code restored');
    expect(confirm).toHaveBeenCalledTimes(2);

    // The same code again: nothing to lose, nothing asked.
    expect(handle(() => result.current.restore(code))).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('goes back to the starter code once the learner agrees, and forgets the draft', () => {
    vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    saveDraft('asha', 301, { ...starter, 'script.js': 'let count = 0;' });
    const { result } = renderFiles();

    expect(handle(() => result.current.reset())).toBe(false);
    expect(result.current.files['script.js']).toBe('let count = 0;');
    expect(draftOf()).not.toBeNull();

    expect(handle(() => result.current.reset())).toBe(true);
    expect(result.current.files).toEqual(starter);
    expect(result.current.generation).toBe(1);
    expect(draftOf()).toBeNull();
  });

  it('drops the draft of submitted code, with a save still pending', () => {
    vi.useFakeTimers();
    saveDraft('asha', 301, { ...starter, 'script.js': 'let count = 0;' });
    const { result, unmount } = renderFiles();
    act(() => result.current.edit('script.js', 'let count = 1;'));
    act(() => result.current.discardDraft());
    expect(draftOf()).toBeNull();
    unmount();
    expect(draftOf()).toBeNull();
  });
});
