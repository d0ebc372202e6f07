import {
  resolveValue,
  useToaster,
  type DefaultToastOptions,
  type ToastType,
} from 'react-hot-toast/headless';

/**
 * Spec §9: 4 s for normal and error toasts, 2 s for success, loading stays until replaced. The
 * spec's cap of 20 kept toasts is react-hot-toast's own limit; toaster.test.tsx pins it so an
 * upgrade that changes it fails.
 */
const toastOptions: DefaultToastOptions = {
  duration: 4000,
  error: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Infinity },
};

const accents: Record<ToastType, string> = {
  blank: 'border-l-slate-400',
  custom: 'border-l-slate-400',
  loading: 'border-l-indigo-600',
  success: 'border-l-green-700',
  error: 'border-l-red-700',
};

/** Renders the toasts of `lib/toast.ts`, newest on top; hovering pauses their timers. */
export function AppToaster() {
  const { toasts, handlers } = useToaster(toastOptions);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts
        .filter((item) => item.visible)
        .map((item) => (
          <div
            key={item.id}
            {...item.ariaProps}
            className={`pointer-events-auto w-full max-w-sm rounded-md border border-l-4 border-slate-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg ${accents[item.type]}`}
          >
            {resolveValue(item.message, item)}
          </div>
        ))}
    </div>
  );
}
