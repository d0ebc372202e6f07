import { useState, type ReactNode } from 'react';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  variant: string;
  title: string;
  children: ReactNode;
  onDismiss?: () => void;
};

export function Alert({ variant, title, children, onDismiss }: AlertProps) {
  const [open, setOpen] = useState<boolean>(true);
  if (!open) return null;

  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={`alert alert-${variant}`}>
      <strong>{title}</strong>
      <div>{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            onDismiss();
          }}
        >
          Dismiss
        </button>
      )}
    </div>
  );
}

export default function App() {
  return (
    <main>
      <Alert variant="success" title="Profile saved" onDismiss={() => {}}>
        Your changes are live.
      </Alert>
      <Alert variant="error" title="Payment failed">
        Check your card details and try again.
      </Alert>
    </main>
  );
}
