import { useCallback, useEffect, useRef, useState } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import type { PhonePanel } from './phone-layout.tsx';

/**
 * What the workspace shows: the phone's layout or the desktop's, the file open in the editor, the
 * phone's one panel at a time, and the comparison with our solution in place of the panels.
 */
export function useWorkspaceLayout(firstPath: string) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [activePath, setActivePath] = useState(firstPath);
  const [phonePanel, setPhonePanel] = useState<PhonePanel>('instructions');
  const [comparing, setComparing] = useState(false);
  /** What opened the comparison: focus goes back to it when the comparison closes. */
  const compareOpener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (comparing) return;
    compareOpener.current?.focus();
    compareOpener.current = null;
  }, [comparing]);

  const openComparison = useCallback(() => {
    compareOpener.current = document.activeElement as HTMLElement | null;
    setComparing(true);
  }, []);
  const closeComparison = useCallback(() => setComparing(false), []);
  const showTests = useCallback(() => setPhonePanel('tests'), []);

  return {
    phone,
    activePath,
    setActivePath,
    phonePanel,
    setPhonePanel,
    /** On a phone, switches to the Tests tab; the desktop always shows the results. */
    showTests,
    comparing,
    openComparison,
    closeComparison,
  };
}
