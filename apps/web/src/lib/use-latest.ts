import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value, for long-lived callbacks (editor extensions, window
 * listeners) that must call the current props without being re-created on every render.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
