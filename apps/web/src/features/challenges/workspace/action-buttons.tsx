import { buttonStyles } from '../../../components/ui/button-styles.ts';

interface ActionButtonProps {
  onClick: () => void;
  disabled: boolean;
}

/** Run Tests and Submit share the phone's bottom bar: each takes half of it. */
interface BarButtonProps extends ActionButtonProps {
  phone: boolean;
}

/** Ends the tests running and the preview's live code at once. */
export function StopButton({ onClick, disabled }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={buttonStyles.ghost}
      onClick={onClick}
      disabled={disabled}
      title="Stop the running code and tests"
    >
      Stop
    </button>
  );
}

export function ResetButton({ onClick, disabled }: ActionButtonProps) {
  return (
    <button type="button" className={buttonStyles.ghost} onClick={onClick} disabled={disabled}>
      Reset Code
    </button>
  );
}

export function RunTestsButton({ onClick, disabled, phone }: BarButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonStyles.secondary} ${phone ? 'flex-1' : ''}`}
      onClick={onClick}
      disabled={disabled}
      title="Run Tests (Ctrl/Cmd + Enter)"
    >
      Run Tests
    </button>
  );
}

export function SubmitButton({ onClick, disabled, phone }: BarButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonStyles.primary} ${phone ? 'flex-1' : ''}`}
      onClick={onClick}
      disabled={disabled}
    >
      Submit
    </button>
  );
}
