import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { languageFor } from './code-editor.tsx';

interface MergeDiffProps {
  path: string;
  mine: string;
  ours: string;
}

/**
 * One file side by side: the learner's code (left) and ours (right), their differences marked.
 * Both sides are read-only; the learner edits in the workspace's editor.
 */
export function MergeDiff({ path, mine, ours }: MergeDiffProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const side = (doc: string, label: string) => ({
      doc,
      extensions: [
        basicSetup,
        languageFor(path),
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
  }, [path, mine, ours]);

  return <div ref={host} className="text-sm [&_.cm-mergeView]:h-full" data-testid="merge-diff" />;
}
