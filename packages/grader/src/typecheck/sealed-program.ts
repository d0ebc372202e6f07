import type * as FileSystem from 'node:fs';
import type * as Path from 'node:path';
import type * as TypeScript from 'typescript';
import type { TypeDiagnostic } from './type-tests.ts';

/**
 * The sealed type check (issue #47, docs/decisions/0031): what the type checker's worker does with
 * one request. The learner's files and the type tests become one program in which
 *
 * - the compiler sees a file system of its own: the learner's files, the type tests (under a
 *   random name per check), TypeScript's standard library and the React declarations bundled with
 *   the grader, mounted under /launchpad/. Any other path does not exist, so a reference or an
 *   import of a file of the server's is an error in the learner's file and reads nothing;
 * - every file is a module (`moduleDetection: force`): the learner's top-level names are its own;
 *   each type test file is a module with the assertion helpers declared inside it, which imports
 *   the learner's top-level names (the checker exports them), except the names it declares itself
 *   and the standard library's. Nothing the learner writes is declared in a test's scope, and no
 *   name of a test is in the learner's;
 * - `@ts-nocheck`, `@ts-ignore`, `@ts-expect-error` (and every other `@` pragma) in the learner's
 *   comments are blanked out before the check, same length, so every position stays;
 * - a hidden test's diagnostics come back as lines alone, a diagnostic outside the learner's files
 *   and the tests as its code alone.
 *
 * The worker `eval`s these functions' text (type-checker.ts), so each one is self-contained: it
 * uses only its parameters (`parts` hands it the others) and declares no named inner function
 * (tsx's esbuild names those with a helper that lives outside the function's text): its helpers
 * are methods of object literals or arrows passed straight to a call.
 */

export interface SealedCheckRequest {
  /** The learner's TypeScript files, by name ('index.ts', 'App.tsx'). */
  learner: Record<string, string>;
  /** The type test files, by the name their diagnostics are reported under. */
  tests: Array<{ name: string; text: string; hidden: boolean }>;
}

export interface SealedCheckerSetup {
  ts: typeof TypeScript;
  fs: typeof FileSystem;
  path: typeof Path;
  /** A new unguessable name part per call. */
  randomName: () => string;
  /** The folder of TypeScript's `lib.*.d.ts`. */
  libFolder: string;
  /** The declaration packages served as node_modules: package name → its folder on disk. */
  packages: Record<string, string>;
  /** Declared inside each type test module, after the test's own lines. */
  helpers: string;
}

/**
 * The compiler's file system: `files` (virtual path → text, the program's own) and, read from
 * disk once per worker, the bundled declarations mounted under /launchpad/. Nothing else exists:
 * every question about another path is answered no.
 */
export function sealedFileSystem(
  setup: Pick<SealedCheckerSetup, 'ts' | 'fs' | 'path' | 'libFolder' | 'packages'>,
) {
  const { ts, fs, path, libFolder, packages } = setup;
  const posix = path.posix;
  const LEARNER = '/launchpad/learner';
  const LIB = '/launchpad/typescript/lib';
  /** Virtual folder → folder on disk. */
  const mounts: Array<[string, string]> = [
    [LIB, libFolder],
    ...Object.entries(packages).map(
      ([name, folder]) => [`/launchpad/node_modules/${name}`, folder] as [string, string],
    ),
  ];
  const sources = new Map<string, TypeScript.SourceFile>();
  const texts = new Map<string, string>();
  const bundled = {
    /** The file on disk a virtual path stands for, if it is in a mount. */
    diskPath(virtualPath: string): string | undefined {
      const normal = posix.normalize(virtualPath);
      for (const [mount, folder] of mounts) {
        if (!normal.startsWith(`${mount}/`)) continue;
        const rest = normal.slice(mount.length + 1);
        // Of TypeScript's folder, only the standard library's declarations.
        if (mount === LIB && !/^lib\.[\w.]*d\.ts$/.test(rest)) return undefined;
        return path.join(folder, ...rest.split('/'));
      }
      return undefined;
    },
    /** A bundled file's text. Only what exists is kept: a miss costs a stat, never memory. */
    text(virtualPath: string): string | undefined {
      const kept = texts.get(virtualPath);
      if (kept !== undefined) return kept;
      const diskPath = bundled.diskPath(virtualPath);
      try {
        if (diskPath === undefined || !fs.statSync(diskPath).isFile()) return undefined;
        const text = fs.readFileSync(diskPath, 'utf8');
        texts.set(virtualPath, text);
        return text;
      } catch {
        return undefined;
      }
    },
    directoryExists(virtualPath: string): boolean {
      const normal = posix.normalize(`${virtualPath}/`);
      // The folders on the way to the learner's folder and to each mount...
      const roots = [LEARNER, ...mounts.map(([mount]) => mount)];
      if (roots.some((root) => `${root}/`.startsWith(normal))) return true;
      // ...and those inside a mount.
      const diskPath = bundled.diskPath(`${normal}x`);
      try {
        return diskPath !== undefined && fs.statSync(path.dirname(diskPath)).isDirectory();
      } catch {
        return false;
      }
    },
  };

  return {
    /** Where the learner's files and the type tests are (module resolution looks there). */
    learnerFolder: LEARNER,
    /** Where a file of a bundled package is. */
    packageFile(packageName: string, file: string): string {
      return `/launchpad/node_modules/${packageName}/${file}`;
    },
    host(files: ReadonlyMap<string, string>): TypeScript.CompilerHost {
      return {
        getSourceFile(fileName, languageVersionOrOptions) {
          const text = files.get(fileName);
          if (text !== undefined) {
            return ts.createSourceFile(fileName, text, languageVersionOrOptions, true);
          }
          const kept = sources.get(fileName);
          if (kept) return kept;
          const bundledText = bundled.text(fileName);
          if (bundledText === undefined) return undefined;
          const source = ts.createSourceFile(fileName, bundledText, languageVersionOrOptions);
          sources.set(fileName, source);
          return source;
        },
        fileExists(fileName) {
          return files.has(fileName) || bundled.text(fileName) !== undefined;
        },
        readFile(fileName) {
          return files.get(fileName) ?? bundled.text(fileName);
        },
        directoryExists(name) {
          return bundled.directoryExists(name);
        },
        getDirectories() {
          return [];
        },
        realpath(name) {
          return name;
        },
        getCurrentDirectory() {
          return LEARNER;
        },
        getDefaultLibLocation() {
          return LIB;
        },
        getDefaultLibFileName(compilerOptions) {
          return posix.join(LIB, ts.getDefaultLibFileName(compilerOptions));
        },
        writeFile() {},
        getCanonicalFileName(fileName) {
          return fileName;
        },
        useCaseSensitiveFileNames() {
          return true;
        },
        getNewLine() {
          return '\n';
        },
      };
    },
  };
}

/**
 * The learner's text with every `@` of its comments blanked: no `@ts-nocheck`, `@ts-ignore`,
 * `@ts-expect-error` or JSX pragma is left, and every position stays. A comment is whatever the
 * parser leaves between its tokens (JSX text is a token), so the file is parsed, not just scanned:
 * a scan that does not know JSX takes an apostrophe in JSX text for a string and misses what
 * follows. Also returns the parse, for the file's top-level names.
 */
export function neutraliseDirectives(ts: typeof TypeScript, fileName: string, text: string) {
  // Every directive and pragma starts with one: without it there is nothing to blank (and the
  // walk over every token, the dearer part, is saved).
  if (!text.includes('@')) {
    return { text, source: ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest) };
  }
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const code: Array<[number, number]> = [];
  const stack: TypeScript.Node[] = [source];
  while (stack.length > 0) {
    const node = stack.pop()!;
    // A JSDoc comment is parsed into nodes of its own: it stays a comment.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) {
      continue;
    }
    const children = node.getChildren(source);
    if (children.length > 0) {
      stack.push(...children);
      continue;
    }
    const start = ts.isJsxText(node) ? node.pos : node.getStart(source);
    if (node.end > start) code.push([start, node.end]);
  }
  code.sort((a, b) => a[0] - b[0]);
  const characters = text.split('');
  let span = 0;
  for (let index = 0; index < characters.length; index += 1) {
    while (span < code.length && code[span]![1] <= index) span += 1;
    const inCode = span < code.length && code[span]![0] <= index;
    if (!inCode && characters[index] === '@') characters[index] = ' ';
  }
  return { text: characters.join(''), source };
}

/**
 * The names a module's top-level statements introduce: `declared` by its own declarations,
 * `imported` by its imports, `exported` under their own name.
 */
export function topLevelNames(ts: typeof TypeScript, source: TypeScript.SourceFile) {
  const declared = new Set<string>();
  const imported = new Set<string>();
  const exported = new Set<string>();
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const isExported =
      modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) === true &&
      !modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    const introduced: string[] = [];
    if (ts.isVariableStatement(statement)) {
      const bindings: TypeScript.BindingName[] = statement.declarationList.declarations.map(
        (declaration) => declaration.name,
      );
      while (bindings.length > 0) {
        const binding = bindings.pop()!;
        if (ts.isIdentifier(binding)) introduced.push(binding.text);
        else {
          for (const element of binding.elements) {
            if (ts.isBindingElement(element)) bindings.push(element.name);
          }
        }
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        // A namespace; not `declare global` nor `declare module 'name'`.
        (ts.isModuleDeclaration(statement) &&
          ts.isIdentifier(statement.name) &&
          (statement.flags & ts.NodeFlags.GlobalAugmentation) === 0)) &&
      statement.name
    ) {
      introduced.push(statement.name.text);
    } else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const { name, namedBindings } = statement.importClause;
      const bound = !namedBindings
        ? []
        : ts.isNamespaceImport(namedBindings)
          ? [namedBindings.name]
          : namedBindings.elements.map((element) => element.name);
      for (const identifier of name ? [name, ...bound] : bound) imported.add(identifier.text);
    } else if (ts.isImportEqualsDeclaration(statement)) {
      imported.add(statement.name.text);
      if (isExported) exported.add(statement.name.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) exported.add(element.name.text);
    }
    for (const name of introduced) {
      declared.add(name);
      if (isExported) exported.add(name);
    }
  }
  return { declared, imported, exported };
}

/**
 * The program's files for a request: the learner's (directives neutralised, each top-level name
 * exported on a line after the learner's last) and each test file as a module under a random
 * name, with the helpers after its own lines and then an import of each learner name it does not
 * declare itself and that is not a standard global (`standard`): the learner's
 * `type Storage = any` does not become the tests' `Storage`.
 */
export function sealedProgramFiles(
  setup: Pick<SealedCheckerSetup, 'ts' | 'path' | 'randomName' | 'helpers'>,
  parts: Pick<SealedParts, 'neutraliseDirectives' | 'topLevelNames'>,
  request: SealedCheckRequest,
  where: {
    learnerFolder: string;
    standard: ReadonlySet<string>;
    /** The names a test file (with the helpers) declares or imports at its top level. */
    testNames: (testText: string) => ReadonlySet<string>;
  },
) {
  const { ts, path, randomName, helpers } = setup;
  const { learnerFolder, standard, testNames } = where;
  const files = new Map<string, string>();
  const learner: Array<{ virtualPath: string; name: string }> = [];
  const tests: Array<{ virtualPath: string; name: string; hidden: boolean; secret: string }> = [];

  const learnerExports: Array<{ specifier: string; names: string[] }> = [];
  const byName = Object.entries(request.learner).sort(([a], [b]) => a.localeCompare(b));
  for (const [name, text] of byName) {
    const virtualPath = path.posix.join(learnerFolder, name);
    const neutralised = parts.neutraliseDirectives(ts, virtualPath, text);
    const { declared, exported } = parts.topLevelNames(ts, neutralised.source);
    const unexported = [...declared].filter((declaredName) => !exported.has(declaredName));
    const exportLine = unexported.length > 0 ? `\nexport { ${unexported.join(', ')} };\n` : '\n';
    files.set(virtualPath, neutralised.text + exportLine);
    learner.push({ virtualPath, name });
    // What the learner declares, now each exported under its own name: not what it exports
    // under another (`export { App as default }`), which is no name a test could write.
    learnerExports.push({ specifier: `./${name.replace(/\.tsx?$/, '')}`, names: [...declared] });
  }

  for (const test of request.tests) {
    const secret = randomName();
    const virtualPath = path.posix.join(learnerFolder, `${secret}.ts`);
    const withHelpers = `${test.text}\n${helpers}\n`;
    const taken = new Set(testNames(test.text));
    let imports = '';
    for (const { specifier, names } of learnerExports) {
      const wanted = names.filter((name) => !taken.has(name) && !standard.has(name));
      for (const name of wanted) taken.add(name);
      if (wanted.length > 0) {
        imports += `import { ${wanted.join(', ')} } from ${JSON.stringify(specifier)};\n`;
      }
    }
    files.set(virtualPath, withHelpers + imports);
    tests.push({ virtualPath, name: test.name, hidden: test.hidden, secret });
  }
  return { files, learner, tests };
}

/**
 * The program's diagnostics, as type-tests.ts reads them. The learner's files and the visible
 * tests are checked before any hidden test, so that no type a hidden test creates exists yet when
 * their messages are written (the program keeps each file's diagnostics from its first check).
 */
export function sealedDiagnostics(
  ts: typeof TypeScript,
  program: TypeScript.Program,
  files: ReturnType<typeof sealedProgramFiles>,
): TypeDiagnostic[] {
  const visibleTests = files.tests.filter((test) => !test.hidden);
  for (const { virtualPath } of [...files.learner, ...visibleTests]) {
    program.getSemanticDiagnostics(program.getSourceFile(virtualPath));
  }
  const reported = new Map<string, { name: string; hidden: boolean }>([
    ...files.learner.map(
      ({ virtualPath, name }) => [virtualPath, { name, hidden: false }] as const,
    ),
    ...files.tests.map(({ virtualPath, name, hidden }) => [virtualPath, { name, hidden }] as const),
  ]);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file && reported.get(diagnostic.file.fileName);
    if (!where) return { file: '', line: 0, message: '', code: diagnostic.code };
    const line =
      diagnostic.start === undefined
        ? 0
        : diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start).line + 1;
    if (where.hidden) return { file: where.name, line, message: '', code: diagnostic.code };
    let message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    // No message should name a test file by its name in the program; one that did would say
    // the public name instead.
    for (const test of files.tests) message = message.split(test.secret).join(test.name);
    return { file: where.name, line, message, code: diagnostic.code };
  });
}

/** The checker a worker keeps: the bundled declarations and the standard names, read once. */
export function createSealedChecker(setup: SealedCheckerSetup, parts: SealedParts) {
  const { ts, randomName } = setup;
  const fileSystem = parts.sealedFileSystem(setup);
  const options: TypeScript.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    esModuleInterop: true,
  };
  let standard: Set<string> | undefined;
  /** By test text: the same few test files come again and again (the content's). */
  const namesOfTests = new Map<string, ReadonlySet<string>>();
  const checker = {
    testNames(testText: string): ReadonlySet<string> {
      const kept = namesOfTests.get(testText);
      if (kept) return kept;
      const withHelpers = `${testText}\n${setup.helpers}\n`;
      const parsed = ts.createSourceFile('/types.test.ts', withHelpers, ts.ScriptTarget.Latest);
      const { declared, imported } = parts.topLevelNames(ts, parsed);
      const names = new Set([...declared, ...imported]);
      // A bound on what a worker keeps, should test files ever be many.
      if (namesOfTests.size >= 200) namesOfTests.clear();
      namesOfTests.set(testText, names);
      return names;
    },

    /**
     * The global names of the standard library and of React's declarations, once per worker: the
     * top-level names of the standard library's files (scripts: every one is global; the files
     * are parsed for the first check anyway), the checker's own two, and React's global
     * interfaces, read off its global.d.ts so that a check without React does not parse React.
     * Read from the declarations rather than asked of a type checker, which would cost the first
     * check a second checker's start (about a third of a second).
     */
    standardNames(): Set<string> {
      if (standard) return standard;
      const probePath = `${fileSystem.learnerFolder}/${randomName()}.ts`;
      const host = fileSystem.host(new Map([[probePath, 'export {};\n']]));
      const program = ts.createProgram({ rootNames: [probePath], options, host });
      const declarations = program.getSourceFiles().filter((file) => file.fileName !== probePath);
      const reactGlobalsPath = fileSystem.packageFile('@types/react', 'global.d.ts');
      const reactGlobals = host.readFile(reactGlobalsPath);
      if (reactGlobals !== undefined) {
        declarations.push(
          ts.createSourceFile(reactGlobalsPath, reactGlobals, ts.ScriptTarget.Latest),
        );
      }
      standard = new Set(['globalThis', 'undefined']);
      for (const file of declarations) {
        for (const name of parts.topLevelNames(ts, file).declared) standard.add(name);
      }
      return standard;
    },

    check(request: SealedCheckRequest): TypeDiagnostic[] {
      const files = parts.sealedProgramFiles(setup, parts, request, {
        learnerFolder: fileSystem.learnerFolder,
        standard: checker.standardNames(),
        testNames: checker.testNames,
      });
      const program = ts.createProgram({
        rootNames: [...files.learner, ...files.tests].map(({ virtualPath }) => virtualPath),
        options,
        host: fileSystem.host(files.files),
      });
      // Neutralising is what makes the learner's directives inert: were one left (a parse that
      // got the comments wrong), the check fails rather than honour it.
      for (const { virtualPath } of files.learner) {
        const source = program.getSourceFile(virtualPath) as
          | (TypeScript.SourceFile & { commentDirectives?: unknown[]; checkJsDirective?: unknown })
          | undefined;
        if (source?.commentDirectives?.length || source?.checkJsDirective) {
          throw new Error("a comment directive was left in the learner's code");
        }
      }
      return parts.sealedDiagnostics(ts, program, files);
    },
  };
  return {
    check(request: SealedCheckRequest): TypeDiagnostic[] {
      return checker.check(request);
    },
  };
}

/** Every part the worker needs, by name; type-checker.ts hands the worker their text. */
export const sealedParts = {
  sealedFileSystem,
  neutraliseDirectives,
  topLevelNames,
  sealedProgramFiles,
  sealedDiagnostics,
  createSealedChecker,
};
export type SealedParts = typeof sealedParts;
