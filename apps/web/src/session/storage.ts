/**
 * localStorage access that never throws: private browsing and full quotas make the
 * platform throw, and the unit tests run where there is no localStorage at all.
 */
function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs persistence across reloads.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeItem(key, value === null ? null : JSON.stringify(value));
}

/**
 * Removes every item of this app (keys starting with `prefix`) from localStorage and
 * sessionStorage: what a logout leaves behind must not tell the next person anything.
 */
export function removeAllItems(prefix: string): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = globalThis[area];
      if (!storage) continue;
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(prefix) ?? false);
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Blocked storage holds nothing of ours.
    }
  }
}
