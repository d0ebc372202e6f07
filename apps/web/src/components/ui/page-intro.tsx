import type { ReactNode } from 'react';

interface PageIntroProps {
  title: string;
  children: ReactNode;
}

/** A page's single h1 with its lead paragraph. */
export function PageIntro({ title, children }: PageIntroProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-title font-bold tracking-tight text-slate-900 sm:text-title-lg">
        {title}
      </h1>
      <p className="mt-4 max-w-2xl text-lead text-slate-700">{children}</p>
    </div>
  );
}
