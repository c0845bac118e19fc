/**
 * The contract between the host and the remotes: which remotes exist, which pages each exposes,
 * and the props each page takes. The host's route table type-checks against this; a remote's
 * `exposes` must provide every page listed for it. Changing this file is a coordinated change.
 */
export const remoteNames = ['markets', 'spot', 'contracts', 'micro', 'wallets', 'earn'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Every exposed page renders inside the host's router and providers; it reads its own query. */
export type RemotePageProps = Record<string, never>;

export interface ExposedPages {
  markets: { HomePage: RemotePageProps; AllMarketsPage: RemotePageProps };
  spot: { DealCenterPage: RemotePageProps; CoinOrderPage: RemotePageProps };
  contracts: {
    LeverTransactionsPage: RemotePageProps;
    LeverListPage: RemotePageProps;
    ContractPage: RemotePageProps;
    LeverRecordPage: RemotePageProps;
  };
  micro: { SecondsPage: RemotePageProps; SecondsOrderPage: RemotePageProps };
  wallets: {
    AssetsPage: RemotePageProps;
    TransferPage: RemotePageProps;
    QuickExchangePage: RemotePageProps;
    RecordsPage: RemotePageProps;
    LegalAccountPage: RemotePageProps;
    MicroAccountPage: RemotePageProps;
    PaymentMethodPage: RemotePageProps;
    WithdrawAddressPage: RemotePageProps;
  };
  earn: {
    IeoListPage: RemotePageProps;
    IeoDetailPage: RemotePageProps;
    LockPage: RemotePageProps;
    LockDetailPage: RemotePageProps;
  };
}

/** `markets/HomePage`-style reference, checked against ExposedPages. */
export type RemotePageRef = {
  [R in RemoteName]: `${R}/${Extract<keyof ExposedPages[R], string>}`;
}[RemoteName];

/** The module-federation expose key for a page: `./HomePage`. */
export const exposeKey = (page: string): `./${string}` => `./${page}`;

/** One build of a remote: its manifest URL, its label, and the SRI hash of its remoteEntry.js. */
export interface RemoteRelease {
  entry: string;
  /** `<version>-<hash>` of a kept release; absent: taken from `/releases/<id>/` in the entry, else `dev`. */
  version?: string;
  /** `sha384-...` of remoteEntry.js: the browser refuses an entry that does not match. */
  integrity?: string;
}

/** A remote's composition: the stable release, and optionally a canary for `percent` of the users. */
export interface RemoteComposition extends RemoteRelease {
  canary?: RemoteRelease & { percent: number };
}

/**
 * The remotes of `remotes.json`, the one file ops edit per environment (README "teams and ops"). The
 * file's `$`-keys (`$environment`) are settings, not remotes: the host's parser reads them apart.
 */
export type RemotesConfig = Partial<Record<RemoteName, RemoteComposition>>;
