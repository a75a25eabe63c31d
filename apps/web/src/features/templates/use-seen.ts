import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come near the screen, and from then on: covers of a 40-block
 * template load as the person scrolls to them instead of all at once.
 */
export function useSeen(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  // Without IntersectionObserver everything counts as seen at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
