import { MergeView } from '@codemirror/merge';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { languageFor } from './code-editor.tsx';

interface MergeDiffProps {
  path: string;
  mine: string;
  ours: string;
  /** The learner's editor settings (font size, theme…), so both sides read like their editor. */
  appearance: Extension;
}

/**
 * One file side by side: the learner's code (left) and ours (right), their differences marked.
 * Both sides are read-only; the learner edits in the workspace's editor.
 */
export function MergeDiff({ path, mine, ours, appearance }: MergeDiffProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const side = (doc: string, label: string) => ({
      doc,
      extensions: [
        basicSetup,
        languageFor(path),
        appearance,
        EditorState.readOnly.of(true),
        EditorView.contentAttributes.of({ 'aria-label': `${label}: ${path}` }),
      ],
    });
    const view = new MergeView({
      a: side(mine, 'Your code'),
      b: side(ours, 'Our solution'),
      parent: host.current!,
      gutter: true,
    });
    return () => view.destroy();
  }, [path, mine, ours, appearance]);

  return <div ref={host} className="text-sm [&_.cm-mergeView]:h-full" data-testid="merge-diff" />;
}
