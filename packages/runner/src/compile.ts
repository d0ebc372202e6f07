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
      transforms: ['jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
      filePath: fileName,
    });
    return { ok: true, code };
  } catch (error) {
    return { ok: false, error: `${fileName}: ${(error as Error).message}` };
  }
}
