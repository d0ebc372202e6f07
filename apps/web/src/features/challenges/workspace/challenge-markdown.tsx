import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import { useCallback, useState, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';

type Extensions = { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };

/**
 * CommonMark plus GitHub's tables, the one extension the content uses (its examples are tables).
 * Not the whole of GFM: its autolinks would turn every e-mail address in an instruction
 * ('Turn **ada@example.com** into a link') into a live mailto link.
 */
function remarkTables(this: { data(): unknown }) {
  const data = this.data() as Extensions;
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}
const remarkPlugins = [remarkTables];

const scrollBoxFocus = 'focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * A ref for a box that may scroll sideways, and the tabIndex it needs: while its content is wider
 * than it, keyboard users can focus it to scroll (arrow keys); otherwise it is no tab stop.
 */
function useSidewaysScroll() {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((box: HTMLElement | null) => {
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    measure();
    // The panels are resizable: a box may start or stop scrolling at any width.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, tabIndex: scrolls ? 0 : undefined };
}

function ScrollingTable({ node: _node, ...props }: ComponentProps<'table'> & ExtraProps) {
  const scroll = useSidewaysScroll();
  return (
    <div {...scroll} className={`my-3 max-w-full overflow-x-auto ${scrollBoxFocus}`}>
      <table {...props} />
    </div>
  );
}

function ScrollingPre({ node: _node, className, ...props }: ComponentProps<'pre'> & ExtraProps) {
  const scroll = useSidewaysScroll();
  return <pre {...scroll} className={`${className ?? ''} ${scrollBoxFocus}`} {...props} />;
}

/** A table wider than the panel scrolls sideways in its own box, like a code block. */
const scrollingBoxes: Components = { table: ScrollingTable, pre: ScrollingPre };

/**
 * Looks shared by the instructions and the hints. The panels are narrow: text breaks inside a long
 * word or inline code rather than pushing the panel sideways, and a code block keeps its lines
 * and scrolls sideways inside its own box.
 */
export const markdownStyles =
  'min-w-0 break-words [&_code]:rounded [&_code]:px-1 [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ' +
  '[&_pre]:my-3 [&_pre]:max-w-full [&_pre]:overflow-x-auto [&_pre]:whitespace-pre [&_pre]:rounded [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 ' +
  '[&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:font-semibold';

/**
 * Challenge Markdown (instructions, hints). react-markdown builds React elements and drops raw
 * HTML, so nothing in the Markdown can inject markup into the app.
 */
export function ChallengeMarkdown({
  children,
  components,
}: {
  children: string;
  components?: Components;
}) {
  return (
    <Markdown
      skipHtml
      remarkPlugins={remarkPlugins}
      components={{ ...scrollingBoxes, ...components }}
    >
      {children}
    </Markdown>
  );
}
