/**
 * A screen's code that has not arrived within `ms` is a failure (spec §9: an async component
 * times out after 60 s), so the route's error view offers a reload instead of a spinner forever.
 */
export function loadWithin<T>(loading: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the screen did not load within ${ms / 1000} s`)), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}
