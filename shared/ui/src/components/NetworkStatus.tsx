import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

/** Matches the sdk's realtime `connectionState$` values. */
export type NetworkState = 'online' | 'connecting' | 'offline';

export interface NetworkStatusProps {
  state: NetworkState;
  /** Dot only (label still read by screen readers) for tight headers. */
  compact?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Dot = styled.span<{ $state: NetworkState }>`
  inline-size: 8px;
  block-size: 8px;
  border-radius: 50%;
  background: ${({ theme, $state }) =>
    $state === 'online'
      ? theme.colors.up
      : $state === 'connecting'
        ? theme.colors.warning
        : theme.colors.down};
`;

/** A live indicator of the realtime connection; changes are announced politely. */
export function NetworkStatus({ state, compact = false }: NetworkStatusProps) {
  const { t } = useTranslation('common');
  const text = t(`network.${state}`);
  const Label = compact ? VisuallyHidden : 'span';
  return (
    <Root
      role="status"
      aria-label={t('network.label')}
      title={state === 'offline' ? t('network.offlineHint') : text}
    >
      <Dot $state={state} aria-hidden="true" />
      <Label>{text}</Label>
    </Root>
  );
}
