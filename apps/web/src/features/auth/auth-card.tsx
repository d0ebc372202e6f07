import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the pages a mailed link opens: a heading, a lead, and a card below. */
export function AuthCard({ title, lead, children }: AuthCardProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead && <p className="mt-2 text-slate-700">{lead}</p>}
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {children}
      </div>
    </div>
  );
}

export const textLinkClass =
  'rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';
