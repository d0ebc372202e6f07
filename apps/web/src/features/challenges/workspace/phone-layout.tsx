import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { tabMove } from '../../../components/ui/tabs.tsx';

/** The spec's warning for small screens, now a notice over the phone's workspace (decision 0021). */
export const DESKTOP_ONLY_MESSAGE =
  'You need to use a desktop to be able to solve Frontend Challenge.';

/** What the phone shows under its strip of tabs: one thing at a time. */
export type PhonePanel = 'instructions' | 'code' | 'preview' | 'tests';

interface PhoneLayoutProps {
  /** The challenge's files, in their tab order; each is a tab of the strip. */
  paths: readonly string[];
  /** The file the editor shows. */
  activePath: string;
  panel: PhonePanel;
  onPanel: (panel: PhonePanel) => void;
  onFile: (path: string) => void;
  /** How many tests failed in the results shown, for the Tests tab's badge (null: no results). */
  failedTests: number | null;
  instructions: ReactNode;
  /** The editor, showing the active file. */
  editor: ReactNode;
  /** The row of keys above the on-screen keyboard, shown with the editor. */
  editorKeys: ReactNode;
  preview: ReactNode;
  tests: ReactNode;
  /** Run Tests, Submit and Stop: in the bar at the bottom, where a thumb reaches. */
  actions: ReactNode;
}

interface StripTab {
  id: string;
  label: string;
  panel: PhonePanel;
  path?: string;
}

const panelId = (panel: PhonePanel) => `phone-panel-${panel}`;
const fileTabId = (path: string) => `phone-tab-file-${path}`;

/**
 * The workspace on a phone (under 768 px): a strip of tabs (the instructions, each file, the
 * preview, the tests) over one panel at a time, and the actions in a bar at the bottom. Every
 * panel stays mounted while hidden, so the preview keeps running and the editor keeps each file's
 * cursor and undo history. The strip follows the WAI-ARIA tabs pattern, like the desktop's tabs;
 * the file tabs share the one code panel.
 */
export function PhoneLayout({
  paths,
  activePath,
  panel,
  onPanel,
  onFile,
  failedTests,
  instructions,
  editor,
  editorKeys,
  preview,
  tests,
  actions,
}: PhoneLayoutProps) {
  const tabs: StripTab[] = [
    { id: 'phone-tab-instructions', label: 'Instructions', panel: 'instructions' },
    ...paths.map((path) => ({ id: fileTabId(path), label: path, panel: 'code' as const, path })),
    { id: 'phone-tab-preview', label: 'Preview', panel: 'preview' },
    { id: 'phone-tab-tests', label: 'Tests', panel: 'tests' },
  ];
  const isSelected = (tab: StripTab) =>
    tab.panel === panel && (tab.path === undefined || tab.path === activePath);
  const selected = Math.max(0, tabs.findIndex(isSelected));
  const strip = useRef<HTMLDivElement>(null);

  // The strip scrolls sideways on a narrow phone: the selected tab (Tests, after a run) is brought
  // into view, whoever selected it.
  useEffect(() => {
    strip.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const select = (index: number) => {
    const tab = tabs[index]!;
    if (tab.path !== undefined) onFile(tab.path);
    onPanel(tab.panel);
    strip.current?.querySelector<HTMLElement>(`[id="${tab.id}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabMove(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const tabPanel = (of: PhonePanel, content: ReactNode, className = '') => (
    <div
      id={panelId(of)}
      role="tabpanel"
      aria-labelledby={of === 'code' ? fileTabId(activePath) : `phone-tab-${of}`}
      hidden={panel !== of}
      className={`min-h-0 flex-1 ${className}`}
    >
      {content}
    </div>
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={strip}
        role="tablist"
        aria-label="Workspace"
        className="flex shrink-0 gap-1 overflow-x-auto border-b border-slate-300 bg-slate-50 px-2 py-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={tab.id}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={panelId(tab.panel)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className={`min-h-11 shrink-0 rounded-md px-2.5 text-sm whitespace-nowrap ${
              tab.path !== undefined ? 'font-mono' : 'font-semibold'
            } ${index === selected ? 'bg-white text-indigo-800 shadow-sm' : 'text-slate-700'}`}
          >
            {tab.label}
            {tab.panel === 'tests' && failedTests !== null && (
              <span
                className={`ml-1.5 rounded-full px-1.5 text-xs ${
                  failedTests > 0 ? 'bg-rose-100 text-rose-900' : 'bg-emerald-100 text-emerald-900'
                }`}
              >
                {failedTests > 0 ? `${failedTests} failed` : 'all passed'}
              </span>
            )}
          </button>
        ))}
      </div>
      {tabPanel('instructions', instructions, 'overflow-auto bg-white')}
      {tabPanel(
        'code',
        <div className="flex h-full flex-col bg-white">
          <div className="min-h-0 flex-1">{editor}</div>
          {editorKeys}
        </div>,
      )}
      {tabPanel('preview', preview, 'bg-white')}
      {tabPanel('tests', tests, 'overflow-auto bg-white')}
      {/* Sticky: within reach of a thumb even when a banner above makes the page scroll. */}
      <div className="sticky bottom-0 z-10 flex shrink-0 gap-2 border-t border-slate-300 bg-white p-2">
        {actions}
      </div>
    </div>
  );
}

/** Keys a phone's keyboard hides behind a long press or a second layer, for writing code. */
const EDITOR_KEYS = ['{', '}', '(', ')', '[', ']', '<', '>', '/', '=', ';', "'", '"'] as const;

/**
 * A row of keys above the on-screen keyboard: Tab and the brackets and symbols code needs. A key
 * never takes the focus from the editor (the keyboard would close): it acts on pointer down.
 */
export function EditorKeys({
  onInsert,
  onIndent,
}: {
  onInsert: (text: string) => void;
  onIndent: () => void;
}) {
  const key = (label: string, name: string, act: () => void) => (
    <button
      key={label}
      type="button"
      aria-label={name}
      onPointerDown={(event) => event.preventDefault()}
      onClick={act}
      className="min-h-11 min-w-11 shrink-0 rounded-md border border-slate-300 bg-white px-2 font-mono text-base text-slate-900"
    >
      {label}
    </button>
  );
  return (
    <div
      role="toolbar"
      aria-label="Keys for code"
      className="flex shrink-0 gap-1 overflow-x-auto border-t border-slate-200 bg-slate-100 p-1"
    >
      {key('Tab', 'Indent (Tab)', onIndent)}
      {EDITOR_KEYS.map((symbol) => key(symbol, `Type ${symbol}`, () => onInsert(symbol)))}
    </div>
  );
}
