import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';

const items = ['One', 'Two', 'Three'].map((title) => ({
  id: title.toLowerCase(),
  title,
  content: <p>{`${title} answer`}</p>,
}));

/** The item's native disclosure: its summary (what a person clicks) and whether it is open. */
const item = (title: string) => screen.getByRole('heading', { name: title }).closest('details')!;
const summary = (title: string) => item(title).querySelector('summary')!;
const openTitles = () => items.map(({ title }) => title).filter((title) => item(title).open);

describe('Accordion', () => {
  it('starts closed, or with the default item open', () => {
    const { unmount } = render(<Accordion items={items} />);
    expect(openTitles()).toEqual([]);
    unmount();

    render(<Accordion items={items} defaultOpenId="two" />);
    expect(openTitles()).toEqual(['Two']);
  });

  it('is one exclusive group of native disclosures, each title a heading in its summary', () => {
    render(<Accordion items={items} />);
    const names = items.map(({ title }) => item(title).getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
    expect(summary('One')).toHaveTextContent('One');
    expect(item('One')).toHaveTextContent('One answer');
  });

  it('keeps one item open at a time', async () => {
    render(<Accordion items={items} />);
    const user = userEvent.setup();

    await user.click(summary('One'));
    expect(openTitles()).toEqual(['One']);

    await user.click(summary('Three'));
    expect(openTitles()).toEqual(['Three']);
  });

  it('closes the open item when it is selected again', async () => {
    render(<Accordion items={items} defaultOpenId="one" />);

    await userEvent.click(summary('One'));

    expect(openTitles()).toEqual([]);
  });
});
