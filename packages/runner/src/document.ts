import {
  fileKindOf,
  findTopic,
  previewBuilderOf,
  topicRegistry,
  type FileRole,
  type PreviewBuilder,
  type TopicRegistry,
} from '@launchpad/contract/topics';
import { compileReact, compileTypeScript } from './compile.ts';
import { guardLoops } from './loop-guard.ts';
import type { RunnerSource } from './types.ts';

export interface DocumentOptions {
  /** The run's channel, stamped on every message the frame sends. */
  channel: string;
  /**
   * 'test' for a test run: the tests themselves never go into the document (frame.ts runs them
   * after the learner's code, out of its reach); 'preview' by default.
   */
  mode?: 'preview' | 'test';
  /**
   * 'frame' (the default): the frame has loaded React already (the workspace's frame.html).
   * 'document': it has not (the grader's grading-frame.html, which most challenges' documents
   * need no React in), so a React challenge's document loads it first, before the clock and any
   * learner code, as the workspace's frame does.
   */
  react?: 'frame' | 'document';
}

/** Picks a role's files by their kind in the topic registry. */
const withRole = (role: FileRole, registry: TopicRegistry) => (path: string) =>
  fileKindOf(path, registry)?.role === role;

/** The scripts each preview builder adds after the learner's own scripts. */
const previewBuilders: Record<
  PreviewBuilder,
  (source: RunnerSource, registry: TopicRegistry) => string[]
> = {
  page: () => [],
  react: reactScripts,
};

/** Inline code must not end its own <script> or <style> element early. */
const escapeScript = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1');
const escapeStyle = (code: string) => code.replace(/<\/(style)/gi, '<\\/$1');

const scriptTag = (code: string) => `<script>${escapeScript(code)}</script>`;
/** A script of the runtime, beside the frame's page under /runtime/. */
const runtimeScriptTag = (file: string) =>
  `<script src="${file}" crossorigin="anonymous"></script>`;
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const FAKE_API_SCRIPT = 'fake-api.js';

/**
 * The runtime scripts a document loads: its topic's, and the fake API for a challenge that asks
 * for it (`config.fakeApi`: a JavaScript or React challenge whose tests answer and count its
 * requests). Each once: the fake API loaded twice would hand every request over twice.
 */
function runtimeScriptsOf(topicScripts: readonly string[], source: RunnerSource): string[] {
  const files = [...topicScripts];
  if (source.fakeApi === true && !files.includes(FAKE_API_SCRIPT)) files.push(FAKE_API_SCRIPT);
  return files;
}

/**
 * Builds the whole document the frame shows: the learner's HTML with their CSS inlined, their
 * scripts loop-guarded, React compiled and mounted.
 * Pure string work, so the same function serves the browser and Node tests.
 */
export function buildDocument(
  source: RunnerSource,
  options: DocumentOptions,
  registry: TopicRegistry = topicRegistry,
): string {
  const { channel, mode = 'preview', react = 'frame' } = options;
  const paths = Object.keys(source.files).sort();
  const topic = findTopic(source.topic, registry);
  const builder = previewBuilderOf(source.topic, paths, registry);
  const isStyle = withRole('style', registry);
  const isScript = withRole('script', registry);
  const isHtml = withRole('markup', registry);

  // What must be in place before any learner code: in the document before anything the learner
  // wrote, even a script put above the learner's own <head> (see `assemble`).
  const runtime = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(builder === 'react' && react === 'document' ? [runtimeScriptTag('react.js')] : []),
    // The topic's runtime (the api topic's fake REST API, or a challenge's `fakeApi`), before any
    // learner code runs.
    ...runtimeScriptsOf(topic?.runtimeScripts ?? [], source).map(runtimeScriptTag),
    // The frame has loaded its runtime (bridge, libraries, harness) already; this names the run.
    scriptTag(
      `window.__launchpad = ${json({ channel, mode })};` +
        // Before any learner code: its timers and Date start on the tests' clock (bridge.ts).
        (mode === 'test' && source.clock === 'virtual' ? 'window.__launchpadStartClock();' : ''),
    ),
  ].join('\n');
  const styles = paths
    .filter(isStyle)
    .map((path) => `<style>${escapeStyle(source.files[path] ?? '')}</style>`)
    .join('\n');

  const scripts: string[] = [];
  for (const path of paths.filter(isScript)) {
    scripts.push(scriptTag(guardLoops(scriptCode(path, source.files[path] ?? ''))));
  }
  scripts.push(...previewBuilders[builder](source, registry));

  const htmlPath = paths.find(isHtml);
  const html = htmlPath
    ? guardInlineScripts(source.files[htmlPath] ?? '')
    : '<div id="root"></div>';
  return assemble(html, { runtime, styles }, scripts.join('\n'));
}

/**
 * A script file's JavaScript: a `.ts` file has its types stripped; one that does not compile
 * throws as it loads, so the tests report that error first (STOPPED_AT_LOAD), not what is missing.
 */
function scriptCode(path: string, code: string): string {
  if (!path.endsWith('.ts')) return code;
  const compiled = compileTypeScript(code, path);
  return compiled.ok ? compiled.code : `throw new SyntaxError(${json(compiled.error)});`;
}

function reactScripts(source: RunnerSource, registry: TopicRegistry): string[] {
  const jsxPaths = Object.keys(source.files).filter(withRole('component', registry)).sort();
  const code = jsxPaths.map((path) => source.files[path] ?? '').join('\n;\n');
  const compiled = compileReact(`${code}\n;\n${source.tempJsx ?? ''}`, jsxPaths[0] ?? 'App.jsx');
  if (!compiled.ok) {
    return [scriptTag(`console.error(${json(compiled.error)});`)];
  }
  const component = source.componentName ?? 'App';
  // The component is looked up by name (a top-level function) or as the default export.
  const mount = `window.__launchpadMount(function () {
  return typeof ${component} !== 'undefined' ? ${component} : (exports.default || exports.${component});
});`;
  return [scriptTag(`${guardLoops(compiled.code)}\n;${mount}`)];
}

/** Inline scripts in the learner's HTML get the same loop guard as script files. */
function guardInlineScripts(html: string): string {
  return html.replace(
    /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi,
    (whole, attributes: string | undefined, code: string) =>
      attributes && /\bsrc\s*=/.test(attributes)
        ? whole
        : `<script${attributes ?? ''}>${guardLoops(code)}</script>`,
  );
}

/**
 * Puts the runtime, the styles and the scripts into the learner's HTML, whole document or
 * fragment. The runtime goes first in the text, right after any doctype: a parser puts what comes
 * before `<html>` into the head in order, so no script of the learner's (not even one written above
 * their own `<head>`) runs before it. The styles go at the top of the head, the scripts at the end
 * of the body.
 */
function assemble(
  html: string,
  head: { runtime: string; styles: string },
  scripts: string,
): string {
  let documentHtml = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html lang="en"><head></head><body>${html}</body></html>`;
  if (!/<head(\s[^>]*)?>/i.test(documentHtml)) {
    documentHtml = documentHtml.replace(/<html([^>]*)>/i, '<html$1><head></head>');
  }
  if (!/<body[\s>]/i.test(documentHtml)) {
    documentHtml = documentHtml
      .replace(/<\/head>/i, '</head><body>')
      .replace(/<\/html>/i, '</body></html>');
  }
  documentHtml = documentHtml.replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}\n${head.styles}\n`);
  const doctype = /^(\s*<!--[\s\S]*?-->)*\s*<!doctype[^>]*>/i.exec(documentHtml)?.[0] ?? '';
  documentHtml = `${doctype}\n${head.runtime}\n${documentHtml.slice(doctype.length)}`;
  const bodyEnd = documentHtml.search(/<\/body>/i);
  return bodyEnd === -1
    ? `${documentHtml}\n${scripts}`
    : `${documentHtml.slice(0, bodyEnd)}${scripts}\n${documentHtml.slice(bodyEnd)}`;
}
