import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

interface PageMeta {
  title: string;
  description?: string;
}

function addDescription(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = content;
  document.head.append(meta);
  return meta;
}

afterEach(() => {
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('useDocumentTitle', () => {
  it("sets the title and the page's description, and puts the site's back after", async () => {
    const meta = addDescription('The site description from index.html');
    const { useDocumentTitle, SITE_DESCRIPTION } = await import('./use-document-title.ts');

    const { rerender } = renderHook(
      ({ title, description }: PageMeta) => useDocumentTitle(title, description),
      { initialProps: { title: 'About Us', description: 'About the team' } as PageMeta },
    );
    expect(document.title).toBe('About Us | Frontend Launchpad');
    expect(meta.content).toBe('About the team');

    rerender({ title: 'Dashboard', description: undefined });
    expect(document.title).toBe('Dashboard | Frontend Launchpad');
    expect(meta.content).toBe(SITE_DESCRIPTION);
  });
});
