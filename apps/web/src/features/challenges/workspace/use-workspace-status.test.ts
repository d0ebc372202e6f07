import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECKING_SOLUTION } from './grade-messages.ts';
import { useWorkspaceStatus } from './use-workspace-status.ts';

describe('useWorkspaceStatus', () => {
  it('says what the workspace is busy with, and nothing once it is done', () => {
    const { result } = renderHook(() => useWorkspaceStatus());
    expect(result.current.text).toBe('');
    const said: string[] = [];
    for (const busy of ['running', 'submitting', 'checking', 'finishing'] as const) {
      act(() => result.current.setBusy(busy));
      expect(result.current.busy).toBe(busy);
      said.push(result.current.text);
    }
    expect(said).toEqual(['Running tests…', 'Submitting…', CHECKING_SOLUTION, '']);
    act(() => result.current.setBusy(null));
    expect(result.current.busy).toBeNull();
    expect(result.current.text).toBe('');
  });

  it('tells that a run was stopped while nothing is busy, until a new run starts', () => {
    const { result } = renderHook(() => useWorkspaceStatus());
    act(() => result.current.setStopped(true));
    expect(result.current.text).toBe('Stopped');
    act(() => result.current.setBusy('running'));
    expect(result.current.text).toBe('Running tests…');
    act(() => result.current.setBusy(null));
    expect(result.current.text).toBe('Stopped');
    act(() => result.current.setStopped(false));
    expect(result.current.text).toBe('');
  });
});
