import { describe, expect, it } from 'vitest';
import { FormatError, formatCode } from './format-code.ts';

describe('formatCode', () => {
  it('formats a script with the tab size and keeps the cursor on the same code', async () => {
    const messy = 'function add(a,b){\nreturn a+b}';
    const result = await formatCode('script.js', messy, messy.indexOf('return'), 4);
    expect(result.formatted).toBe('function add(a, b) {\n    return a + b;\n}\n');
    expect(result.formatted.slice(result.cursorOffset)).toMatch(/^\s*return a \+ b;/);
  });

  it('formats JSX, CSS, and a page with its own style and script', async () => {
    expect(
      (await formatCode('App.jsx', 'const A=()=><p className="x">hi</p>', 0, 2)).formatted,
    ).toBe('const A = () => <p className="x">hi</p>;\n');
    expect((await formatCode('index.css', 'a{color:red}', 0, 2)).formatted).toBe(
      'a {\n  color: red;\n}\n',
    );
    const page = '<body><style>p{margin:0}</style><script>let n=1</script></body>';
    expect((await formatCode('index.html', page, 0, 2)).formatted).toBe(
      [
        '<body>',
        '  <style>',
        '    p {',
        '      margin: 0;',
        '    }',
        '  </style>',
        '  <script>',
        '    let n = 1;',
        '  </script>',
        '</body>',
        '',
      ].join('\n'),
    );
  });

  it('refuses code with a syntax error, saying where', async () => {
    const error = await formatCode('script.js', 'let total = ;\n', 0, 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormatError);
    expect((error as Error).message).toBe(
      'script.js could not be formatted: Unexpected token at line 1, column 13. Nothing was changed.',
    );
  });
});
