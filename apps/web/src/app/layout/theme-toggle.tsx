import { MoonIcon, SunIcon } from '../../components/ui/icons.tsx';
import { chooseTheme, useTheme } from '../../lib/theme.ts';

interface ThemeToggleProps {
  /** `icon`: the header's icon button (named by its aria-label); `text`: a menu item. */
  variant: 'icon' | 'text';
  className: string;
  /** Called after the switch (a menu closes). */
  onSwitch?: () => void;
}

/**
 * Switches between the light and dark theme. Until the theme is known (the first render of a
 * prerendered page) it holds its place unseen, so nothing moves when it appears.
 */
export function ThemeToggle({ variant, className, onSwitch }: ThemeToggleProps) {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  const Icon = next === 'dark' ? MoonIcon : SunIcon;
  return (
    <button
      type="button"
      className={`${className}${theme === null ? ' invisible' : ''}`}
      aria-label={variant === 'icon' ? label : undefined}
      aria-hidden={theme === null || undefined}
      tabIndex={theme === null ? -1 : undefined}
      onClick={() => {
        chooseTheme(next);
        onSwitch?.();
      }}
    >
      {variant === 'icon' ? <Icon /> : label}
    </button>
  );
}
