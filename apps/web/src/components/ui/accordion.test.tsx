import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';

const items = ['One', 'Two', 'Three'].map((title) => ({
  id: title.toLowerCase(),
  title,
  content: <p>{`${title} answer`}</p>,
}));

function button(name: string) {
  return screen.getByRole('button', { name });
}

describe('Accordion', () => {
  it('starts closed, or with the default item open', () => {
    const { unmount } = render(<Accordion items={items} />);
    for (const { title } of items) {
      expect(button(title)).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText(`${title} answer`)).not.toBeVisible();
    }
    unmount();

    render(<Accordion items={items} defaultOpenId="two" />);
    expect(button('Two')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Two answer')).toBeVisible();
    expect(screen.getByText('One answer')).not.toBeVisible();
  });

  it('keeps one item open at a time', async () => {
    render(<Accordion items={items} />);
    const user = userEvent.setup();

    await user.click(button('One'));
    expect(screen.getByText('One answer')).toBeVisible();

    await user.click(button('Three'));
    expect(screen.getByText('Three answer')).toBeVisible();
    expect(screen.getByText('One answer')).not.toBeVisible();
    expect(button('One')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Three')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the open item when it is selected again', async () => {
    render(<Accordion items={items} defaultOpenId="one" />);

    await userEvent.click(button('One'));

    expect(button('One')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('One answer')).not.toBeVisible();
  });

  it('ties each button to its panel, a region named by the button', () => {
    render(<Accordion items={items} defaultOpenId="one" />);

    const panel = screen.getByRole('region', { name: 'One' });
    expect(button('One')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('One answer');
  });
});
