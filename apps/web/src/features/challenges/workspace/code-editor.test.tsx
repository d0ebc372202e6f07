import { defaultEditorPreferences, type EditorPreferences } from '@launchpad/contract';
import { indentUnit } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { CodeEditor } from './code-editor.tsx';

// CodeMirror measures text ranges to draw the cursor and selection; jsdom lays nothing out.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const files = { 'script.js': 'function f() {\nreturn 1;\n}\n', 'index.html': '<p>hi</p>' };

function renderEditor(preferences: EditorPreferences, path = 'script.js') {
  const props = { files, generation: 0, onChange: () => {}, siteDark: false };
  const rendered = render(<CodeEditor path={path} preferences={preferences} {...props} />);
  const view = () => EditorView.findFromDOM(rendered.container.querySelector('.cm-editor')!)!;
  return {
    view,
    show: (next: EditorPreferences, nextPath = path) =>
      rendered.rerender(<CodeEditor path={nextPath} preferences={next} {...props} />),
  };
}

const lookOf = (view: EditorView) => ({
  fontSize: view.dom.style.fontSize,
  tabSize: view.state.tabSize,
  indent: view.state.facet(indentUnit),
  wraps: view.contentDOM.classList.contains('cm-lineWrapping'),
  dark: view.state.facet(EditorView.darkTheme),
});

describe('the code editor follows the editor settings', () => {
  it('starts with the defaults: 14 px, 2 spaces, no wrapping, light', () => {
    const { view } = renderEditor(defaultEditorPreferences);
    expect(lookOf(view())).toEqual({
      fontSize: '14px',
      tabSize: 2,
      indent: '  ',
      wraps: false,
      dark: false,
    });
  });

  it('applies a change at once, to the file shown and to the others', () => {
    const { view, show } = renderEditor(defaultEditorPreferences);
    const changed = { fontSize: 18, tabSize: 4, lineWrap: true, theme: 'dark' } as const;
    show(changed);
    const expected = { fontSize: '18px', tabSize: 4, indent: '    ', wraps: true, dark: true };
    expect(lookOf(view())).toEqual(expected);
    show(changed, 'index.html');
    expect(lookOf(view())).toEqual(expected);
    show({ ...changed, fontSize: 12, theme: 'light' }, 'script.js');
    expect(lookOf(view())).toMatchObject({ fontSize: '12px', dark: false });
  });

  it("'Match site' is dark only while the site is", () => {
    const props = { path: 'script.js', files, generation: 0, onChange: () => {} };
    const preferences = defaultEditorPreferences;
    const { container, rerender } = render(
      <CodeEditor {...props} preferences={preferences} siteDark={true} />,
    );
    const view = () => EditorView.findFromDOM(container.querySelector('.cm-editor')!)!;
    expect(view().state.facet(EditorView.darkTheme)).toBe(true);
    rerender(<CodeEditor {...props} preferences={preferences} siteDark={false} />);
    expect(view().state.facet(EditorView.darkTheme)).toBe(false);
  });

  it('indents with Tab by the tab size', () => {
    const { view } = renderEditor({ ...defaultEditorPreferences, tabSize: 4 });
    const editor = view();
    // The cursor on the second line, 'return 1;'.
    editor.dispatch({ selection: { anchor: files['script.js'].indexOf('return') } });
    editor.contentDOM.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', keyCode: 9, bubbles: true, cancelable: true }),
    );
    expect(editor.state.doc.line(2).text).toBe('    return 1;');
  });
});

describe('Shift+Alt+F in the editor', () => {
  const pressFormat = (view: EditorView) =>
    view.contentDOM.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'F',
        keyCode: 70,
        shiftKey: true,
        altKey: true,
        bubbles: true,
        cancelable: true,
      }),
    );

  it('formats the file with the tab size, as one change that can be undone', async () => {
    const { view } = renderEditor({ ...defaultEditorPreferences, tabSize: 4 });
    pressFormat(view());
    await vi.waitFor(() =>
      expect(view().state.doc.toString()).toBe('function f() {\n    return 1;\n}\n'),
    );
    expect(undo(view())).toBe(true);
    expect(view().state.doc.toString()).toBe(files['script.js']);
  });

  it('leaves code with a syntax error as it is, and says why', async () => {
    const shown = vi.spyOn(toast, 'error');
    const { container } = render(
      <CodeEditor
        path="script.js"
        files={{ 'script.js': 'let total = ;' }}
        generation={0}
        onChange={() => {}}
        preferences={defaultEditorPreferences}
        siteDark={false}
      />,
    );
    const view = EditorView.findFromDOM(container.querySelector('.cm-editor')!)!;
    pressFormat(view);
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        'script.js could not be formatted: Unexpected token at line 1, column 13. Nothing was changed.',
      ),
    );
    expect(view.state.doc.toString()).toBe('let total = ;');
  });
});
