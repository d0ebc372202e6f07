import { useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first; none when left out. */
  defaultOpenId?: string;
  /** The level of the headings inside the summaries, one below the section's own heading. */
  headingLevel?: 3 | 4;
}

/**
 * Product rules §4: one item open at a time, and selecting the open item closes it.
 *
 * Native `<details>` in an exclusive group (`name`), so the accordion works from the first paint,
 * before and without the page's JavaScript (issue #27): the browser opens, closes and keeps one
 * open. React renders `open` once and leaves it to the browser after that, so a tap made before
 * hydration stays. Where `name` groups are unknown, the toggle handler closes the others.
 */
export function Accordion({ items, defaultOpenId, headingLevel = 3 }: AccordionProps) {
  const group = useId();
  const list = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  const keepOneOpen = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of list.current?.querySelectorAll('details') ?? []) {
      if (other !== opened && other.open) other.open = false;
    }
  };

  return (
    <div
      ref={list}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <details
          key={item.id}
          name={group}
          open={item.id === defaultOpenId}
          onToggle={keepOneOpen}
          className="group"
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold text-slate-900">{item.title}</Heading>
            <ChevronDownIcon className="shrink-0 group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-slate-700">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
