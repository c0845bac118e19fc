import type { LeverPosition } from '@exchange/protocol';
import { Button, EmptyState, Table } from '@exchange/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePositionActions } from '../../hooks/usePositionActions';
import { TableScroll } from '../common/styles';
import { usePositionColumns } from './positionColumns';
import { StopModal } from './StopModal';

export interface PositionsTableProps {
  caption: string;
  rows: readonly LeverPosition[] | undefined;
  loading: boolean;
  /** The first load failed: the empty state offers a retry. */
  failed?: boolean;
  /** Refreshes the list after an action (and retries a failed load). */
  reload: () => void;
  /** Whether rows get their actions (cancel, close, stops). */
  actions?: boolean;
  empty?: string;
}

/** A list of positions with their actions and the set-stop modal (spec §2 Lever positions panel). */
export function PositionsTable({
  caption,
  rows,
  loading,
  failed,
  reload,
  actions = true,
  empty,
}: PositionsTableProps) {
  const { t } = useTranslation('contracts');
  const act = usePositionActions(reload);
  const [stopsOf, setStopsOf] = useState<LeverPosition | null>(null);
  const onStops = useCallback((row: LeverPosition) => setStopsOf(row), []);
  const { close, cancel } = act;
  const onClose = useCallback((row: LeverPosition) => void close(row), [close]);
  const onCancel = useCallback((row: LeverPosition) => void cancel(row), [cancel]);
  const columns = usePositionColumns(
    actions ? { busyId: act.busyId, onClose, onCancel, onStops } : { busyId: null },
  );
  return (
    <>
      <TableScroll tabIndex={0} role="region" aria-label={caption}>
        <Table
          caption={caption}
          columns={columns}
          rows={rows ?? []}
          rowKey={(row) => row.id}
          loading={loading && !rows}
          empty={
            failed && !rows ? (
              <EmptyState
                title={t('list.failed')}
                action={<Button onClick={reload}>{t('list.retry')}</Button>}
              />
            ) : (
              <EmptyState title={empty ?? t('list.empty')} />
            )
          }
        />
      </TableScroll>
      {stopsOf && (
        <StopModal
          key={stopsOf.id}
          position={stopsOf}
          pending={act.busyId === stopsOf.id}
          onClose={() => setStopsOf(null)}
          onSave={(profit, loss) => act.setStops(stopsOf, profit, loss)}
        />
      )}
    </>
  );
}
