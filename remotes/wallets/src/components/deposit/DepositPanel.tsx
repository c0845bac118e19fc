import { Button, QR, Spinner, useCopy } from '@exchange/ui';
import { getInfo, getUdunAddress, MakeWallet, type Chain } from '@exchange/protocol';
import { useCall } from '@exchange/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardHead, Muted } from '../assets/layout';
import { ChainTabs, defaultChain } from './ChainTabs';

const Body = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
  flex-wrap: wrap;
`;

const Address = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.bg};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 260px;
  min-inline-size: 0;
`;

const Reminders = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface DepositPanelProps {
  currency: number;
  name: string;
  onClose: () => void;
}

/** Spec §2 deposit panel: network tabs, address with copy and QR, memo where needed, reminders. */
export function DepositPanel({ currency, name, onClose }: DepositPanelProps) {
  const { t } = useTranslation('wallets');
  const copy = useCopy();
  const info = useCall(getInfo, { currency });
  const chains = info.data?.type_data ?? [];
  const [picked, setPicked] = useState<Chain | undefined>(undefined);
  const chain = picked ?? defaultChain(chains);
  const address = useCall(getUdunAddress, { currency, type: chain }, { enabled: info.data !== undefined });
  const deposit = address.data;
  const memoNeeded = info.data?.make_wallet === MakeWallet.memo;

  return (
    <Card aria-labelledby="deposit-title">
      <CardHead>
        <h2 id="deposit-title">{t('deposit.title', { currency: name })}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('assets.close')}
        </Button>
      </CardHead>
      <ChainTabs chains={chains} value={chain ?? 'erc20'} onChange={setPicked} />
      {!deposit ? (
        address.loading || info.loading ? (
          <Muted role="status">
            <Spinner size={14} decorative /> {t('deposit.loading')}
          </Muted>
        ) : (
          <Muted role="alert">{t('deposit.loadFailed')}</Muted>
        )
      ) : (
        <Body>
          <QR value={deposit.address} size={160} label={t('deposit.qr', { chain: deposit.name })} />
          <Column>
            <h3>{t('deposit.address')}</h3>
            <Address data-testid="deposit-address">{deposit.address}</Address>
            <div>
              <Button onClick={() => copy(deposit.address)}>{t('deposit.copy')}</Button>
            </div>
            {memoNeeded && deposit.memo !== '' && (
              <>
                <h3>{t('deposit.memo')}</h3>
                <Address data-testid="deposit-memo">{deposit.memo}</Address>
                <Button variant="ghost" size="sm" onClick={() => copy(deposit.memo)}>
                  {t('deposit.copy')}
                </Button>
                <Muted>{t('deposit.memoHint')}</Muted>
              </>
            )}
            <h3>{t('deposit.reminders')}</h3>
            <Reminders>
              <li>{t('deposit.reminderNetwork', { currency: name, chain: deposit.name })}</li>
              <li>{t('deposit.reminderMin', { min: deposit.min_number, currency: name })}</li>
              <li>{t('deposit.reminderConfirmations', { n: deposit.confirmations })}</li>
            </Reminders>
          </Column>
        </Body>
      )}
    </Card>
  );
}
