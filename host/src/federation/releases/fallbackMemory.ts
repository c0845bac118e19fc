/**
 * The canaries this tab's session fell back from (`remote@version`), in sessionStorage: a reload keeps
 * the stable release instead of retrying a canary that failed; a new session tries again.
 */
export interface FallbackMemory {
  has(remote: string, version: string): boolean;
  remember(remote: string, version: string): void;
}

export const fallbackStorageKey = 'exchange.canaryFallback';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // blocked storage: remembered for this page only
  }
}

export function createFallbackMemory(storage: Storage | undefined = sessionStore()): FallbackMemory {
  const read = (): string[] => {
    try {
      const list: unknown = JSON.parse(storage?.getItem(fallbackStorageKey) ?? '[]');
      return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  };
  const inPage = new Set<string>(read());
  return {
    has: (remote, version) => inPage.has(`${remote}@${version}`) || read().includes(`${remote}@${version}`),
    remember(remote, version) {
      inPage.add(`${remote}@${version}`);
      try {
        storage?.setItem(fallbackStorageKey, JSON.stringify([...new Set([...read(), ...inPage])]));
      } catch {
        /* full or blocked: the page still remembers */
      }
    },
  };
}
