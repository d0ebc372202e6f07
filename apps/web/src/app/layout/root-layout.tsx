import type { ReactNode } from 'react';
import { Outlet, useNavigation } from '../../router/index.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { VerifyEmailBannerSlot } from './verify-email-banner-slot.tsx';

function Shell({ banner, children }: { banner?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        // Focus main directly: a #hash change would go through the router as a navigation.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-indigo-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <Header />
      {banner}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <Shell banner={<VerifyEmailBannerSlot />}>
      <ScrollManager />
      {/* Lazy pages load while the old one stays; this bar shows that the click was taken. */}
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-indigo-600"
        />
      )}
      <Outlet />
    </Shell>
  );
}

/** Shown while the first lazy page of a deep link loads: the shell, with an empty main. */
export function ShellFallback() {
  return <Shell />;
}
