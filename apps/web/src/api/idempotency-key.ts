import { useRef } from 'react';

/**
 * One key per thing being created: every retry of the same save sends the same key (so a
 * lost answer never creates a second record), and a new key is taken once the save succeeded.
 */
export function useIdempotencyKey() {
  const key = useRef(crypto.randomUUID());
  return {
    current: () => key.current,
    renew: () => {
      key.current = crypto.randomUUID();
    },
  };
}
