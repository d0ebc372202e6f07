const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** Shared looks for buttons and for links that look like buttons. */
export const buttonStyles = {
  primary: `${base} bg-indigo-700 text-white hover:bg-indigo-800`,
  secondary: `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`,
  ghost: `${base} text-slate-700 hover:bg-slate-100 hover:text-slate-900`,
  /** For what cannot be undone (deleting the account). */
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
} as const;
