import type { ReactNode } from 'react';

/**
 * What the page says once a lead form's native post went through (decision 0020): the words the
 * spec's toast would have said, kept on the page, since a page without scripts shows no toast.
 */
export function LeadOutcome({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{text}</p>
      {children}
    </div>
  );
}
