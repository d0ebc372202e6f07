import { transform } from 'sucrase';

export type CompileResult = { ok: true; code: string } | { ok: false; error: string };

/**
 * JSX and ES module syntax → a classic script. Imports become `require()` calls that the frame's
 * bridge answers with its own React, ReactDOM and axios, so learners can write the usual
 * `import { useState } from 'react'`.
 */
export function compileReact(source: string, fileName = 'App.jsx'): CompileResult {
  try {
    const { code } = transform(source, {
      transforms: fileName.endsWith('.tsx') ? ['jsx', 'typescript', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
      filePath: fileName,
    });
    return { ok: true, code };
  } catch (error) {
    return { ok: false, error: `${fileName}: ${(error as Error).message}` };
  }
}

/**
 * A TypeScript script → a classic script: the types are stripped (the grader type-checks the
 * source separately); `export` becomes an assignment to the frame's `exports`, so top-level names
 * stay global for the tests, as a JavaScript challenge's do.
 */
export function compileTypeScript(source: string, fileName: string): CompileResult {
  try {
    const { code } = transform(source, {
      transforms: ['typescript', 'imports'],
      production: true,
      filePath: fileName,
    });
    return { ok: true, code };
  } catch (error) {
    return { ok: false, error: `${fileName}: ${(error as Error).message}` };
  }
}
