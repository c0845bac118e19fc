import type { LeverPosition } from '@exchange/protocol';
import { EmptyState, FailureMessage, Table, TableScroll } from '@exchange/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePositionActions } from '../../hooks/usePositionActions';
import { usePositionColumns } from './positionColumns';
import { StopModal } from './StopModal';

export interface PositionsTableProps {
  caption: string;
  rows: readonly LeverPosition[] | undefined;
  loading: boolean;
  /** The first load failed: the failure shows with a retry. */
  failed?: boolean;
  /** Refreshes the list after an action (and retries a failed load). */
  reload: () => void;
  empty?: string;
}

/**
 * A live list of positions with their actions (cancel, close, set stops through the sdk's
 * `useRowAction`) and the set-stop modal (spec §2 Lever positions panel). A failed action shows
 * above the list; a failed first load shows with a retry.
 */
export function PositionsTable({ caption, rows, loading, failed, reload, empty }: PositionsTableProps) {
  const { t } = useTranslation('contracts');
  const [stopsOf, setStopsOf] = useState<LeverPosition | null>(null);
  const { close, cancel, stops } = usePositionActions({
    onChanged: reload,
    onStopsSaved: () => setStopsOf(null),
  });
  const clearStops = stops.clearFailure;
  const onStops = useCallback(
    (row: LeverPosition) => {
      clearStops();
      setStopsOf(row);
    },
    [clearStops],
  );
  const { run: runClose, isBusy: closing } = close;
  const { run: runCancel, isBusy: cancelling } = cancel;
  const onClose = useCallback((row: LeverPosition) => void runClose(row), [runClose]);
  const onCancel = useCallback((row: LeverPosition) => void runCancel(row), [runCancel]);
  const busy = useCallback((row: LeverPosition) => closing(row) || cancelling(row), [closing, cancelling]);
  const columns = usePositionColumns({ busy, onClose, onCancel, onStops });
  if (failed && !rows) return <FailureMessage level="page" message={t('list.failed')} onRetry={reload} />;
  const rowFailure = close.failure ?? cancel.failure;
  return (
    <>
      <FailureMessage message={rowFailure?.notice} />
      <TableScroll label={caption}>
        <Table
          caption={caption}
          columns={columns}
          rows={rows ?? []}
          rowKey={(row) => row.id}
          loading={loading && !rows}
          empty={<EmptyState title={empty ?? t('list.empty')} />}
        />
      </TableScroll>
      {stopsOf && (
        <StopModal
          key={stopsOf.id}
          position={stopsOf}
          pending={stops.isBusy({ position: stopsOf, targetProfitPrice: '', stopLossPrice: '' })}
          failure={stops.failure?.notice}
          onClose={() => setStopsOf(null)}
          onSave={(targetProfitPrice, stopLossPrice) =>
            void stops.run({ position: stopsOf, targetProfitPrice, stopLossPrice })
          }
        />
      )}
    </>
  );
}
