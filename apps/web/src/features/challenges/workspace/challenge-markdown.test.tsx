import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChallengeMarkdown } from './challenge-markdown.tsx';

/** Every instructions.md and hints.md of the content, by path. */
const contentFiles = import.meta.glob<string>(
  '../../../../../../content/challenges/*/*/{instructions,hints}.md',
  { query: '?raw', import: 'default', eager: true },
);

/** What reads wrong once rendered: what the author wrote is not what the learner sees. */
function renderingMistakes(container: HTMLElement): string[] {
  const mistakes: string[] = [];
  for (const item of container.querySelectorAll('li')) {
    if (!item.textContent?.trim()) mistakes.push('an empty list item');
    // '- + twice' reads '+' as a second list marker: a bullet whose only content is a bullet.
    const first = item.firstElementChild;
    if (first && ['UL', 'OL'].includes(first.tagName) && !item.firstChild?.textContent?.trim())
      mistakes.push(`a list item that starts with a nested list: '${item.textContent?.trim()}'`);
  }
  for (const paragraph of container.querySelectorAll('p')) {
    if (/\|\s*:?-{3,}/.test(paragraph.textContent ?? ''))
      mistakes.push(`a table shown as text: '${paragraph.textContent?.slice(0, 40)}'`);
  }
  return mistakes;
}

describe('ChallengeMarkdown', () => {
  it('shows a list item that starts with an escaped + as written', () => {
    const { container } = render(
      <ChallengeMarkdown>
        {'- \\+ twice shows 2, then − once shows 1;\n- − at 0'}
      </ChallengeMarkdown>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '+ twice shows 2, then − once shows 1;',
      '− at 0',
    ]);
    expect(renderingMistakes(container)).toEqual([]);
  });

  it('finds the mistake the escape fixes', () => {
    const { container } = render(<ChallengeMarkdown>{'- + twice shows 2'}</ChallengeMarkdown>);
    expect(renderingMistakes(container)).toHaveLength(1);
  });

  it('renders tables, in a box of their own', () => {
    render(
      <ChallengeMarkdown>
        {'| Card width | Media box |\n| ---------- | --------- |\n| 480px      | 480 × 270 |'}
      </ChallengeMarkdown>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Card width' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '480 × 270' })).toBeTruthy();
    expect(table.parentElement?.className).toContain('overflow-x-auto');
  });

  it('lets the keyboard reach a code block or table while it scrolls sideways', () => {
    // jsdom lays nothing out: the boxes say how wide their content is.
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    const markdown = '```js\nconst a = 1;\n```\n\n| A |\n| - |\n| 1 |';

    widths.mockReturnValue(500);
    const wide = render(<ChallengeMarkdown>{markdown}</ChallengeMarkdown>);
    expect(wide.container.querySelector('pre')?.tabIndex).toBe(0);
    expect(within(wide.container).getByRole('table').parentElement?.tabIndex).toBe(0);
    wide.unmount();

    widths.mockReturnValue(200);
    const narrow = render(<ChallengeMarkdown>{markdown}</ChallengeMarkdown>);
    expect(narrow.container.querySelector('pre')?.hasAttribute('tabindex')).toBe(false);
    expect(
      within(narrow.container).getByRole('table').parentElement?.hasAttribute('tabindex'),
    ).toBe(false);
  });

  it('leaves e-mail addresses and web addresses as text, and drops raw HTML', () => {
    const { container } = render(
      <ChallengeMarkdown>
        {'Turn **ada@example.com** into a link, see www.example.com.\n\n<b>raw</b>'}
      </ChallengeMarkdown>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('the challenge content', () => {
  it('is read from content/', () => {
    const paths = Object.keys(contentFiles).map((path) => path.split('challenges/')[1]);
    expect(paths).toContain('javascript/dom-counter/instructions.md');
    expect(paths).toContain('javascript/dom-counter/hints.md');
  });

  it.each(
    Object.entries(contentFiles).map(([path, text]) => [path.split('challenges/')[1]!, text]),
  )('%s renders as written', (_, text) => {
    const { container } = render(<ChallengeMarkdown>{text}</ChallengeMarkdown>);
    expect(renderingMistakes(container)).toEqual([]);
  });
});
