/** `{ [shareKey]: { version, requiredVersion } }`, written by the build from shared/build/singletons.mjs. */
export type SharedVersions = Record<string, { version: string; requiredVersion: string }>;

/** The runtime API's `shared` option: each module offered as an already loaded singleton. */
export function shareConfigOf(modules: Readonly<Record<string, object>>, versions: SharedVersions) {
  return Object.fromEntries(
    Object.entries(modules).map(([key, module]) => {
      const declared = versions[key];
      if (!declared)
        throw new Error(`no version for the shared module "${key}" (shared/build/singletons.mjs)`);
      return [
        key,
        {
          version: declared.version,
          lib: () => module,
          shareConfig: { singleton: true, requiredVersion: declared.requiredVersion },
        },
      ];
    }),
  );
}
