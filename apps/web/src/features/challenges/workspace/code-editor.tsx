import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { fileKindOf, type EditorLanguage } from '@launchpad/contract/topics';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { useLatest } from '../../../lib/use-latest.ts';

/** Each editor language of the topic registry's file kinds, as a CodeMirror language mode. */
const editorModes: Record<EditorLanguage, () => Extension> = {
  html: () => html(),
  css: () => css(),
  javascript: () => javascript({ jsx: false }),
  jsx: () => javascript({ jsx: true }),
};

export function languageFor(path: string): Extension {
  return editorModes[fileKindOf(path)?.editor ?? 'javascript']();
}

interface CodeEditorProps {
  /** The file being edited; each file keeps its own undo history. */
  path: string;
  files: Record<string, string>;
  /** Bumped when the files are replaced from outside (reset), to drop stale editor states. */
  generation: number;
  onChange: (path: string, text: string) => void;
}

/**
 * CodeMirror 6 with one editor state per file, so switching tabs keeps each file's cursor and
 * undo history. (The workspace's shortcuts are handled above it, for the whole page.)
 */
export function CodeEditor({ path, files, generation, onChange }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  // Read by CodeMirror's long-lived extensions, which outlive any one render.
  const onChangeRef = useLatest(onChange);
  const filesRef = useLatest(files);

  const shown = useRef<{ path: string; generation: number } | null>(null);

  useEffect(() => {
    const stateFor = (file: string) => {
      let state = states.current.get(file);
      if (!state) {
        state = EditorState.create({
          doc: filesRef.current[file] ?? '',
          extensions: [
            basicSetup,
            languageFor(file),
            EditorView.lineWrapping,
            EditorView.contentAttributes.of({ 'aria-label': `Code editor: ${file}` }),
            EditorView.updateListener.of((update) => {
              if (update.docChanged) onChangeRef.current(file, update.state.doc.toString());
            }),
            EditorView.theme({
              '&': { height: '100%', fontSize: '14px' },
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
  }, [path, generation, filesRef, onChangeRef]);

  useEffect(
    () => () => {
      view.current?.destroy();
      view.current = null;
    },
    [],
  );

  return <div ref={host} className="h-full min-h-0 overflow-hidden" data-testid="code-editor" />;
}
