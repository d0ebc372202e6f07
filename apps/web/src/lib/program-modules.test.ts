import { programModules } from '@launchpad/contract/topics';
import { describe, expect, it } from 'vitest';
import { modules } from './program.ts';
import { moduleProgressRows, programModuleLabel } from './program-modules.ts';

describe('the program modules', () => {
  // The program page keeps its titles beside its copy (importing the contract's list there would
  // bring the topic registry into the home route's JavaScript); they must not drift apart.
  it('are the same six, in the same order, on the program page and in the challenge tags', () => {
    expect(modules.map(({ id, title }) => ({ id, title }))).toEqual(
      programModules.map(({ id, title }) => ({ id, title })),
    );
  });

  it('are named with their number, and counted only where they have challenges', () => {
    expect(programModuleLabel(4)).toBe('Module 4: API integration & data fetching');
    expect(
      moduleProgressRows([
        { module: 1, submission_status: 'solved' },
        { module: 1, submission_status: 'unsolved' },
        { module: 5, submission_status: 'not_attempted' },
      ]),
    ).toEqual([
      { module: 1, label: 'Module 1: HTML, CSS & responsive design', solved: 1, total: 2 },
      { module: 5, label: 'Module 5: TypeScript & modern tooling', solved: 0, total: 1 },
    ]);
  });
});
