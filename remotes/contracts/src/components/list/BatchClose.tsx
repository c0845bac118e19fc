import { leverApi } from '@exchange/protocol';
import { useRowAction } from '@exchange/sdk';
import { Button, FailureMessage, Modal, useToast } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Row } from '../common/styles';

type Which = 0 | 1 | 2;
const names = { 0: 'all', 1: 'buy', 2: 'sell' } as const;

/**
 * Spec §2/§4 one-click close: all (0), buy only (1), sell only (2), after a confirmation; each kind
 * an action of the sdk's `useRowAction` (one request per click, its failure shown under the buttons).
 */
export function BatchClose({ disabled, onClosed }: { disabled: boolean; onClosed: () => void }) {
  const { t } = useTranslation('contracts');
  const toast = useToast();
  const [asking, setAsking] = useState<Which | null>(null);
  const batch = useRowAction({
    endpoint: leverApi.batchClose,
    rowKey: (type: Which) => type,
    payload: (type: Which) => ({ type }),
    onDone: (_type, answer) => {
      toast.show(t('batch.done', { count: answer.closed.length }), { kind: 'success' });
      onClosed();
    },
  });

  const run = async (type: Which) => {
    await batch.run(type);
    setAsking(null);
  };

  return (
    <>
      <Row role="group" aria-label={t('batch.title')}>
        {([0, 1, 2] as const).map((type) => (
          <Button
            key={type}
            size="sm"
            variant={type === 1 ? 'buy' : type === 2 ? 'sell' : 'primary'}
            disabled={disabled}
            loading={batch.isBusy(type)}
            onClick={() => setAsking(type)}
          >
            {t(`batch.${names[type]}`)}
          </Button>
        ))}
        <Modal
          open={asking !== null}
          title={t('batch.title')}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            if (asking !== null) void run(asking);
          }}
          confirmLabel={t('batch.confirm')}
        >
          <p>{asking !== null && t(`batch.ask.${names[asking]}`)}</p>
        </Modal>
      </Row>
      <FailureMessage message={batch.failure?.notice} />
    </>
  );
}
