import { HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { EditorPreferences } from '@launchpad/contract';
import { tags as t } from '@lezer/highlight';

/*
 * The dark editor theme. Every text colour is at least 4.5:1 (WCAG AA) on the editor's
 * background (#0f172a) and on the active line; comments stay readable (#94a3b8, 6.9:1).
 */
const ink = {
  background: '#0f172a',
  surface: '#1e293b',
  raised: '#334155',
  text: '#e2e8f0',
  muted: '#94a3b8',
};

const darkChrome = EditorView.theme(
  {
    '&': { color: ink.text, backgroundColor: ink.background },
    '.cm-content': { caretColor: ink.text },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: ink.text },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
      { backgroundColor: '#3b4b63' },
    '.cm-activeLine': { backgroundColor: '#16213a' },
    '.cm-gutters': {
      backgroundColor: ink.background,
      color: ink.muted,
      borderRight: `1px solid ${ink.raised}`,
    },
    '.cm-activeLineGutter': { backgroundColor: ink.surface, color: ink.text },
    '.cm-foldPlaceholder': { backgroundColor: ink.raised, border: 'none', color: ink.text },
    '&.cm-focused .cm-matchingBracket': {
      backgroundColor: '#334155',
      outline: `1px solid ${ink.muted}`,
    },
    '&.cm-focused .cm-nonmatchingBracket': { backgroundColor: '#7f1d1d', color: '#fee2e2' },
    '.cm-searchMatch': { backgroundColor: '#422006', outline: '1px solid #a16207' },
    '.cm-searchMatch.cm-searchMatch-selected': { outline: '2px solid #facc15' },
    '.cm-selectionMatch': { backgroundColor: '#1e3a5f' },
    '.cm-panels': { backgroundColor: ink.surface, color: ink.text },
    '.cm-panels.cm-panels-top': { borderBottom: `1px solid ${ink.raised}` },
    '.cm-panels.cm-panels-bottom': { borderTop: `1px solid ${ink.raised}` },
    '.cm-textfield': { backgroundColor: ink.background, color: ink.text, borderColor: ink.muted },
    '.cm-button': {
      backgroundImage: 'none',
      backgroundColor: ink.raised,
      color: ink.text,
      borderColor: ink.muted,
    },
    '.cm-tooltip': {
      backgroundColor: ink.surface,
      color: ink.text,
      border: `1px solid ${ink.raised}`,
    },
    '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
      backgroundColor: '#4338ca',
      color: '#ffffff',
    },
    '.cm-completionDetail': { color: ink.muted },
  },
  { dark: true },
);

const darkHighlight = HighlightStyle.define(
  [
    { tag: [t.keyword, t.moduleKeyword, t.controlKeyword, t.operatorKeyword], color: '#c4b5fd' },
    { tag: [t.string, t.special(t.string), t.regexp], color: '#86efac' },
    { tag: [t.number, t.bool, t.null, t.atom, t.unit], color: '#fdba74' },
    { tag: [t.comment, t.lineComment, t.blockComment], color: ink.muted, fontStyle: 'italic' },
    {
      tag: [
        t.function(t.variableName),
        t.function(t.propertyName),
        t.definition(t.function(t.variableName)),
      ],
      color: '#7dd3fc',
    },
    { tag: [t.definition(t.variableName), t.variableName], color: ink.text },
    { tag: [t.propertyName, t.definition(t.propertyName)], color: '#93c5fd' },
    { tag: [t.typeName, t.className, t.namespace], color: '#5eead4' },
    { tag: [t.tagName, t.angleBracket], color: '#f9a8d4' },
    { tag: t.attributeName, color: '#fcd34d' },
    { tag: t.attributeValue, color: '#86efac' },
    { tag: [t.operator, t.punctuation, t.separator, t.bracket], color: '#cbd5e1' },
    { tag: [t.meta, t.documentMeta, t.processingInstruction], color: '#a5b4fc' },
    { tag: t.link, color: '#7dd3fc', textDecoration: 'underline' },
    { tag: t.heading, color: '#f9a8d4', fontWeight: 'bold' },
    { tag: t.emphasis, fontStyle: 'italic' },
    { tag: t.strong, fontWeight: 'bold' },
    { tag: t.invalid, color: '#fca5a5' },
  ],
  { themeType: 'dark' },
);

const darkTheme: Extension = [darkChrome, syntaxHighlighting(darkHighlight)];

/**
 * What the learner's preferences make of an editor: the font size, the indent width (Tab and
 * auto-indent insert that many spaces), line wrapping and the colour theme ('site' follows
 * `siteDark`). The light theme is CodeMirror's own.
 */
export function appearanceExtensions(preferences: EditorPreferences, siteDark: boolean): Extension {
  const dark = preferences.theme === 'dark' || (preferences.theme === 'site' && siteDark);
  return [
    EditorView.editorAttributes.of({ style: `font-size: ${preferences.fontSize}px` }),
    EditorState.tabSize.of(preferences.tabSize),
    indentUnit.of(' '.repeat(preferences.tabSize)),
    preferences.lineWrap ? EditorView.lineWrapping : [],
    dark ? darkTheme : [],
  ];
}
