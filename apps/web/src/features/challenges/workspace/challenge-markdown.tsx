import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import Markdown, { type Components } from 'react-markdown';

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
 * A table wider than the panel scrolls sideways in its own box, like a code block. Both boxes
 * take keyboard focus, so keyboard users can scroll them too (arrow keys).
 */
const scrollingBoxes: Components = {
  table: ({ node: _node, ...props }) => (
    <div tabIndex={0} className={`my-3 max-w-full overflow-x-auto ${scrollBoxFocus}`}>
      <table {...props} />
    </div>
  ),
  pre: ({ node: _node, className, ...props }) => (
    <pre tabIndex={0} className={`${className ?? ''} ${scrollBoxFocus}`} {...props} />
  ),
};

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
