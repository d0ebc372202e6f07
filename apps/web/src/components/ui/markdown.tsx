import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';

/**
 * A link in a post opens in a new tab that cannot reach back into the page. Its address has
 * been through react-markdown's default urlTransform, which empties `javascript:` and the like:
 * such a link stays its words, as an empty address would only open the page again.
 */
function NewTabLink({ node: _node, children, href, ...props }: ComponentProps<'a'> & ExtraProps) {
  if (!href) return <>{children}</>;
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-indigo-700 underline hover:text-indigo-900"
    >
      {children} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * Markdown sits in a section under an h2 ('Announcements', 'Brief'): a '# Title' in it becomes an
 * h3, so that it never outranks the section it sits in.
 */
const components: Components = {
  a: NewTabLink,
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
  h6: 'h6',
};

const styles =
  'space-y-2 break-words text-sm text-slate-800 [&_strong]:font-semibold [&_em]:italic ' +
  '[&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold ' +
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 ' +
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 ' +
  '[&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre_code]:p-0';

/**
 * Staff-written markdown (issues #32–#33: posts, briefs, feedback). Written by the team or a
 * mentor, read by learners, so no HTML in it may reach the page: react-markdown builds React elements, and without a
 * raw-HTML plugin (never add rehype-raw here) a tag such as `<script>` stays text. It is shown
 * rather than dropped (no `skipHtml`) so that a post mentioning `<div>` without backticks loses no
 * words. Loaded on demand through LazyMarkdown.
 */
export default function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className={styles}>
      <Markdown components={components}>{children}</Markdown>
    </div>
  );
}
