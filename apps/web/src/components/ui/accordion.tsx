import { useId, useState, type ReactNode } from 'react';
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
  /** The level of the headings that hold the buttons, one below the section's own heading. */
  headingLevel?: 3 | 4;
}

/**
 * Product rules §4: one item open at a time, and selecting the open item closes it. Each title is a
 * button in a heading (WAI-ARIA accordion pattern); a closed panel is hidden from everyone.
 */
export function Accordion({ items, defaultOpenId, headingLevel = 3 }: AccordionProps) {
  const [openId, setOpenId] = useState(defaultOpenId);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold text-slate-900">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : item.id)}
                className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-slate-50"
              >
                {item.title}
                <ChevronDownIcon className={`shrink-0 ${open ? 'rotate-180' : ''}`} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
