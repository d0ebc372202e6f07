import { within } from '@testing-library/react';

/**
 * The native disclosures (`<details>`, the Accordion's items) in a part of the page: what a person
 * clicks (the summary) and which are open, named by their headings.
 */
export function disclosures(container: HTMLElement) {
  const all = () => [...container.querySelectorAll('details')];
  const titleOf = (details: HTMLDetailsElement) =>
    details.querySelector('summary')?.textContent?.trim() ?? '';
  return {
    titles: () => all().map(titleOf),
    openTitles: () =>
      all()
        .filter((details) => details.open)
        .map(titleOf),
    summary: (title: string) =>
      within(container).getByRole('heading', { name: title }).closest('summary')!,
    panel: (title: string) =>
      within(container).getByRole('heading', { name: title }).closest('details')!,
  };
}
