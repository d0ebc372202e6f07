import { indentMore, indentWithTab } from '@codemirror/commands';
import { getIndentUnit, indentString } from '@codemirror/language';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import type { EditorPreferences } from '@launchpad/contract';
import { fileKindOf, type EditorLanguage } from '@launchpad/contract/topics';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useLatest } from '../../../lib/use-latest.ts';
import { appearanceExtensions } from './editor-appearance.ts';
import { FormatError, formatCode } from './format-code.ts';

/** Each editor language of the topic registry's file kinds, as a CodeMirror language mode. */
const editorModes: Record<EditorLanguage, () => Extension> = {
  html: () => html(),
  css: () => css(),
  javascript: () => javascript({ jsx: false }),
  jsx: () => javascript({ jsx: true }),
  typescript: () => javascript({ typescript: true }),
  tsx: () => javascript({ jsx: true, typescript: true }),
};

export function languageFor(path: string): Extension {
  return editorModes[fileKindOf(path)?.editor ?? 'javascript']();
}

/**
 * What the workspace asks of the editor from outside it: the settings menu's Format code, and the
 * phone's row of keys above the on-screen keyboard (brackets, Tab).
 */
export interface CodeEditorHandle {
  format(): Promise<void>;
  /** Types `text` at the cursor (over the selection), as a key would. */
  insert(text: string): void;
  /** What Tab does in the editor: indents the selected lines, else inserts one indent unit. */
  indent(): void;
}

interface CodeEditorProps {
  /** The file being edited; each file keeps its own undo history. */
  path: string;
  files: Record<string, string>;
  /** Bumped when the files are replaced from outside (reset), to drop stale editor states. */
  generation: number;
  onChange: (path: string, text: string) => void;
  preferences: EditorPreferences;
  /** Whether the site is shown dark, for the 'site' theme. */
  siteDark: boolean;
  ref?: Ref<CodeEditorHandle>;
}

/**
 * Formats the view's file with Prettier as one undoable change, unless the learner typed while
 * Prettier worked. Code that does not parse is left as it is, and the learner is told why.
 */
async function formatView(view: EditorView, path: string, tabSize: number): Promise<void> {
  const before = view.state.doc.toString();
  let result: Awaited<ReturnType<typeof formatCode>>;
  try {
    result = await formatCode(path, before, view.state.selection.main.head, tabSize);
  } catch (error) {
    if (!(error instanceof FormatError)) console.error('Formatting failed:', error);
    toast.error(error instanceof FormatError ? error.message : `${path} could not be formatted.`);
    return;
  }
  if (view.state.doc.toString() !== before || result.formatted === before) return;
  view.dispatch({
    changes: { from: 0, to: before.length, insert: result.formatted },
    selection: { anchor: Math.min(result.cursorOffset, result.formatted.length) },
    scrollIntoView: true,
    userEvent: 'format',
  });
}

/**
 * CodeMirror 6 with one editor state per file, so switching tabs keeps each file's cursor and
 * undo history. (The workspace's shortcuts are handled above it, for the whole page.) Tab
 * indents; Escape then Tab moves focus on, as CodeMirror offers keyboard users.
 */
export function CodeEditor({
  path,
  files,
  generation,
  onChange,
  preferences,
  siteDark,
  ref,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  // Every file's state holds the learner's settings in here, so a change reaches them all.
  const appearance = useRef(new Compartment());
  // Read by CodeMirror's long-lived extensions, which outlive any one render.
  const onChangeRef = useLatest(onChange);
  const filesRef = useLatest(files);
  const look = useLatest({ preferences, siteDark });

  const shown = useRef<{ path: string; generation: number } | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      format: async () => {
        if (view.current && shown.current) {
          await formatView(view.current, shown.current.path, look.current.preferences.tabSize);
        }
      },
      insert: (text) => {
        const target = view.current;
        if (!target) return;
        target.dispatch({
          ...target.state.replaceSelection(text),
          scrollIntoView: true,
          userEvent: 'input.type',
        });
        target.focus();
      },
      indent: () => {
        const target = view.current;
        if (!target) return;
        if (!target.state.selection.main.empty) indentMore(target);
        else {
          const unit = indentString(target.state, getIndentUnit(target.state));
          target.dispatch({
            ...target.state.replaceSelection(unit),
            scrollIntoView: true,
            userEvent: 'input.type',
          });
        }
        target.focus();
      },
    }),
    [look],
  );

  useEffect(() => {
    const stateFor = (file: string) => {
      let state = states.current.get(file);
      if (!state) {
        state = EditorState.create({
          doc: filesRef.current[file] ?? '',
          extensions: [
            keymap.of([
              indentWithTab,
              {
                key: 'Shift-Alt-f',
                preventDefault: true,
                run: (target) => {
                  void formatView(target, file, look.current.preferences.tabSize);
                  return true;
                },
              },
            ]),
            basicSetup,
            languageFor(file),
            appearance.current.of(
              appearanceExtensions(look.current.preferences, look.current.siteDark),
            ),
            EditorView.contentAttributes.of({ 'aria-label': `Code editor: ${file}` }),
            EditorView.updateListener.of((update) => {
              if (update.docChanged) onChangeRef.current(file, update.state.doc.toString());
            }),
            EditorView.theme({
              '&': { height: '100%' },
              '.cm-scroller': { overflow: 'auto' },
            }),
          ],
        });
        states.current.set(file, state);
      }
      return state;
    };

    if (shown.current?.generation !== generation) {
      // The files were replaced (reset): every file starts over from its new text.
      states.current.clear();
    } else if (view.current && shown.current) {
      // Remember where the previous file was left before showing this one.
      states.current.set(shown.current.path, view.current.state);
    }
    if (view.current) view.current.setState(stateFor(path));
    else view.current = new EditorView({ state: stateFor(path), parent: host.current! });
    shown.current = { path, generation };
  }, [path, generation, filesRef, onChangeRef, look]);

  // A changed setting applies at once: to the file shown and to every other file's kept state.
  useEffect(() => {
    const reconfigure = appearance.current.reconfigure(appearanceExtensions(preferences, siteDark));
    for (const [file, state] of states.current) {
      if (file !== shown.current?.path) {
        states.current.set(file, state.update({ effects: reconfigure }).state);
      }
    }
    view.current?.dispatch({ effects: reconfigure });
  }, [preferences, siteDark]);

  useEffect(
    () => () => {
      view.current?.destroy();
      view.current = null;
    },
    [],
  );

  return <div ref={host} className="h-full min-h-0 overflow-hidden" data-testid="code-editor" />;
}
