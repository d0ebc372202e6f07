import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  /** A line under the title saying what the section is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** One card of the settings page, named by its heading. */
export function Section({ id, title, description, children }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-700">{description}</div>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
