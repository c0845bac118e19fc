import { Tabs } from '@exchange/ui';
import type { Chain, ChainOption } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';

/** The network choice of a multi-network currency (USDT: TRC20, OMNI, ERC20). */
export function ChainTabs({
  chains,
  value,
  onChange,
}: {
  chains: readonly ChainOption[];
  value: Chain;
  onChange: (chain: Chain) => void;
}) {
  const { t } = useTranslation('wallets');
  if (chains.length < 2) return null;
  return (
    <Tabs<Chain>
      aria-label={t('deposit.network')}
      variant="pill"
      items={chains.map((chain) => ({ value: chain.type, label: chain.name }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** The network a panel opens on: the server's default (ERC20 for USDT, spec §9), else the first. */
export function defaultChain(chains: readonly ChainOption[]): Chain | undefined {
  return (chains.find((chain) => chain.is_default === 1) ?? chains[0])?.type;
}
