// Colour and size classes are never combined with a competing one: with Tailwind the stylesheet's
// order, not the class attribute's, would decide which wins.
const navItemBase =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900';

export const navItemClass = `${navItemBase} text-slate-700`;

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${navItemBase} ${isActive ? 'text-indigo-700' : 'text-slate-700'}`;

export const menuItemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

const drawerItemBase =
  'block w-full rounded-md px-3 py-2 text-left text-base hover:bg-slate-100 hover:text-slate-900';

export const drawerItemClass = `${drawerItemBase} text-slate-700`;

export const drawerLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${drawerItemBase} ${isActive ? 'font-semibold text-indigo-700' : 'text-slate-700'}`;

/** Pair with left-0 or right-0 for the side the popup opens from. */
export const popupClass =
  'absolute z-50 mt-2 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg';
