import {
  EDITOR_FONT_SIZE_MAX,
  EDITOR_FONT_SIZE_MIN,
  EDITOR_TAB_SIZES,
  type EditorPreferences,
  type EditorTheme,
} from '@launchpad/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { useDismiss } from '../../../lib/use-dismiss.ts';

export const EDITOR_HELP = 'Tab indents. Press Escape, then Tab, to leave the editor.';

const fontSizes = Array.from(
  { length: EDITOR_FONT_SIZE_MAX - EDITOR_FONT_SIZE_MIN + 1 },
  (_, index) => EDITOR_FONT_SIZE_MIN + index,
);
const themeLabels: Record<EditorTheme, string> = {
  site: 'Match site',
  light: 'Light',
  dark: 'Dark',
};

function GearIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
    </Icon>
  );
}

const fieldLabel = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
const choice = 'flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200';

interface EditorSettingsProps {
  preferences: EditorPreferences;
  onChange: (update: Partial<EditorPreferences>) => void;
  /** Formats the file shown in the editor. */
  onFormat: () => Promise<void>;
}

/**
 * The gear of the workspace header and its panel: the editor's font size, tab size, line wrap
 * and theme, Format code, and how Tab behaves. Escape or a click elsewhere closes it; Escape
 * returns focus to the gear.
 */
export function EditorSettings({ preferences, onChange, onFormat }: EditorSettingsProps) {
  const [open, setOpen] = useState(false);
  const [formatting, setFormatting] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  useEffect(() => {
    if (open) firstField.current?.focus();
  }, [open]);

  const format = async () => {
    setFormatting(true);
    try {
      await onFormat();
    } finally {
      setFormatting(false);
    }
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        className={buttonStyles.ghost}
        aria-label="Editor settings"
        title="Editor settings"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((shown) => !shown)}
      >
        <GearIcon />
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          role="dialog"
          aria-labelledby={`${id}-title`}
          className="absolute top-full right-0 z-30 mt-2 w-72 space-y-4 rounded-md border border-slate-300 bg-white p-4 text-left shadow-lg dark:border-slate-600 dark:bg-slate-800"
        >
          <h2
            id={`${id}-title`}
            className="text-base font-semibold text-slate-900 dark:text-slate-100"
          >
            Editor settings
          </h2>
          <div>
            <label htmlFor={`${id}-font-size`} className={fieldLabel}>
              Font size
            </label>
            <select
              ref={firstField}
              id={`${id}-font-size`}
              value={preferences.fontSize}
              onChange={(event) => onChange({ fontSize: Number(event.target.value) })}
              className="mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
            >
              {fontSizes.map((size) => (
                <option key={size} value={size}>
                  {size} px
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className={fieldLabel}>Tab size</legend>
            <div className="mt-1 flex gap-4">
              {EDITOR_TAB_SIZES.map((size) => (
                <label key={size} className={choice}>
                  <input
                    type="radio"
                    name={`${id}-tab-size`}
                    checked={preferences.tabSize === size}
                    onChange={() => onChange({ tabSize: size })}
                  />
                  {size} spaces
                </label>
              ))}
            </div>
          </fieldset>
          <label className={choice}>
            <input
              type="checkbox"
              checked={preferences.lineWrap}
              onChange={(event) => onChange({ lineWrap: event.target.checked })}
            />
            Wrap long lines
          </label>
          <fieldset>
            <legend className={fieldLabel}>Theme</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {(Object.keys(themeLabels) as EditorTheme[]).map((theme) => (
                <label key={theme} className={choice}>
                  <input
                    type="radio"
                    name={`${id}-theme`}
                    checked={preferences.theme === theme}
                    onChange={() => onChange({ theme })}
                  />
                  {themeLabels[theme]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex items-center gap-3">
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void format()}
              disabled={formatting}
              aria-keyshortcuts="Shift+Alt+F"
            >
              Format code
            </button>
            <span className="text-xs text-slate-600 dark:text-slate-300">Shift+Alt+F</span>
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">{EDITOR_HELP}</p>
        </div>
      )}
    </div>
  );
}
