/**
 * Development aid: a singleton (React, the router, styled-components, our sdk...) loaded twice means a
 * remote was built without sharing it, or with an incompatible version; React contexts then silently
 * split (hooks fail, the theme or the realtime bus differ). We look at the runtime's share scope after
 * each remote load and warn once per package.
 */

/** `shareScopeMap[scope][package][version]` as kept by the Module Federation runtime. */
export type ShareScopeMapLike = Record<
  string,
  Record<string, Record<string, { loaded?: boolean; loading?: unknown; from?: string } | undefined>>
>;

export interface DuplicateSingleton {
  name: string;
  /** `version (from app)` of every copy that was loaded. */
  copies: string[];
}

/** Every package in the share scope is a singleton here (we share nothing else), so all are checked. */
export function findDuplicateSingletons(shareScopeMap: ShareScopeMapLike | undefined): DuplicateSingleton[] {
  if (!shareScopeMap) return [];
  const duplicates: DuplicateSingleton[] = [];
  for (const scope of Object.values(shareScopeMap)) {
    for (const [name, versions] of Object.entries(scope)) {
      const copies = Object.entries(versions)
        .filter(([, shared]) => shared && (shared.loaded || shared.loading))
        .map(([version, shared]) => `${version} (from ${shared?.from ?? '?'})`);
      if (copies.length > 1) duplicates.push({ name, copies });
    }
  }
  return duplicates;
}

export function createDuplicateSingletonWarner(
  readScope: () => ShareScopeMapLike | undefined,
  warn: (message: string) => void = (message) => console.warn(message),
): () => void {
  const warned = new Set<string>();
  return () => {
    for (const duplicate of findDuplicateSingletons(readScope())) {
      if (warned.has(duplicate.name)) continue;
      warned.add(duplicate.name);
      warn(
        `[module federation] singleton "${duplicate.name}" is loaded more than once: ` +
          `${duplicate.copies.join(', ')}. Share it from the remote's build (shared/build/singletons.mjs) ` +
          `at the workspace version.`,
      );
    }
  };
}
