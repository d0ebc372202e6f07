import {
  resolveValue,
  useToaster,
  type DefaultToastOptions,
  type ToastType,
} from 'react-hot-toast/headless';

/**
 * Product rules §9: 4 s for normal and error toasts, 2 s for success, loading stays until replaced. The
 * spec's cap of 20 kept toasts is react-hot-toast's own limit; toaster.test.tsx pins it so an
 * upgrade that changes it fails.
 */
const toastOptions: DefaultToastOptions = {
  duration: 4000,
  error: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Infinity },
};

// Each type gets its whole colour set: with Tailwind, competing classes on one element are decided
// by the stylesheet's order, not the class attribute's. Errors are 'destructive' (product rules §8): red.
const looks: Record<ToastType, string> = {
  blank: 'border-slate-200 border-l-slate-400 bg-white text-slate-900',
  custom: 'border-slate-200 border-l-slate-400 bg-white text-slate-900',
  loading: 'border-slate-200 border-l-indigo-600 bg-white text-slate-900',
  success: 'border-slate-200 border-l-green-700 bg-white text-slate-900',
  error: 'border-red-900 bg-red-700 text-white',
};

/** Renders the toasts of `lib/toast.ts`, newest on top; hovering pauses their timers. */
export function AppToaster() {
  const { toasts, handlers } = useToaster(toastOptions);

  return (
    <div
      // Below the sticky header (4 rem), never over the navigation.
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts
        .filter((item) => item.visible)
        .map((item) => (
          <div
            key={item.id}
            {...item.ariaProps}
            className={`pointer-events-auto w-full max-w-sm rounded-md border border-l-4 px-4 py-3 text-sm shadow-lg ${looks[item.type]}`}
          >
            {resolveValue(item.message, item)}
          </div>
        ))}
    </div>
  );
}
