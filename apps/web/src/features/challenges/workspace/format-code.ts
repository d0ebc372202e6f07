import type { Plugin } from 'prettier';

/** A file Prettier could not read (a syntax error): nothing was changed. */
export class FormatError extends Error {}

type Parser = 'html' | 'css' | 'babel';

/** Prettier's parser for a file, and the plugins it needs, each fetched only when first used. */
async function parserFor(path: string, text: string): Promise<[Parser, Plugin[]] | null> {
  const load = (plugin: Promise<unknown>) => plugin as Promise<Plugin>;
  const css = () => load(import('prettier/plugins/postcss'));
  const script = () => [
    load(import('prettier/plugins/babel')),
    load(import('prettier/plugins/estree')),
  ];
  if (/\.html?$/.test(path)) {
    // A page's own <style> and <script> are formatted too, with their languages' plugins.
    const embedded = [
      ...(/<style[\s>]/i.test(text) ? [css()] : []),
      ...(/<script[\s>]/i.test(text) ? script() : []),
    ];
    return ['html', await Promise.all([load(import('prettier/plugins/html')), ...embedded])];
  }
  if (/\.css$/.test(path)) return ['css', [await css()]];
  if (/\.(js|jsx|mjs)$/.test(path)) return ['babel', await Promise.all(script())];
  return null;
}

/** Prettier's message without its code frame: 'Unexpected token (3:11)' and the line it names. */
function describe(path: string, error: unknown): string {
  const { message = '', loc } = error as {
    message?: string;
    loc?: { start?: { line: number; column: number } };
  };
  const reason = message.split('\n')[0]!.replace(/\s*\(\d+:\d+\)\s*$/, '');
  const where = loc?.start ? ` at line ${loc.start.line}, column ${loc.start.column}` : '';
  return `${path} could not be formatted: ${reason || 'syntax error'}${where}. Nothing was changed.`;
}

/**
 * Formats a file with Prettier (loaded on first use, never with the workspace), keeping the
 * cursor on the same code. Throws FormatError, with a message for the learner, when the code does
 * not parse.
 */
export async function formatCode(
  path: string,
  text: string,
  cursorOffset: number,
  tabWidth: number,
): Promise<{ formatted: string; cursorOffset: number }> {
  const [prettier, parsing] = await Promise.all([
    import('prettier/standalone'),
    parserFor(path, text),
  ]);
  if (!parsing) throw new FormatError(`${path} cannot be formatted.`);
  const [parser, plugins] = parsing;
  try {
    return await prettier.formatWithCursor(text, { cursorOffset, parser, plugins, tabWidth });
  } catch (error) {
    throw new FormatError(describe(path, error));
  }
}
