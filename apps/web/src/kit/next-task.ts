/**
 * Runs `callback` in a task of its own, after the browser has done what was waiting (a paint,
 * a tap). A message, not a timer: timers can be held (a paused test clock, a throttled
 * background tab), and what waits on one would never happen; React's scheduler yields the
 * same way.
 */
export function inNextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}

/** Resolves in a task of its own (inNextTask), for a long piece of work to end its task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
