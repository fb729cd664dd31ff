import { useEffect, useState } from 'react';

/**
 * Calls `loadMore` when the returned sentinel element scrolls into view (or near it).
 * Browsers without IntersectionObserver fall back to the visible 'Last flere' button.
 */
export function useLoadMoreSentinel(loadMore: () => void, enabled: boolean) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!sentinel || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled, loadMore]);

  return setSentinel;
}
