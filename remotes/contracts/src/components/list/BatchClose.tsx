import { leverApi } from '@exchange/protocol';
import { useSubmit } from '@exchange/sdk';
import { Button, Modal, useToast } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../hooks/useServerText';
import { Row } from '../common/styles';

type Which = 0 | 1 | 2;
const names = { 0: 'all', 1: 'buy', 2: 'sell' } as const;

/** Spec §2/§4 one-click close: all (0), buy only (1), sell only (2), after a confirmation. */
export function BatchClose({ disabled, onClosed }: { disabled: boolean; onClosed: () => void }) {
  const { t } = useTranslation('contracts');
  const toast = useToast();
  const serverText = useServerText();
  const { submit, pending } = useSubmit(leverApi.batchClose);
  const [asking, setAsking] = useState<Which | null>(null);

  const run = async (type: Which) => {
    const result = await submit({ type }, { silent: true });
    setAsking(null);
    if (result.type === 'ok') {
      toast.show(t('batch.done', { count: result.message.closed.length }), { kind: 'success' });
      onClosed();
    } else if (result.type !== 'network' && result.type !== 'duplicate') {
      toast.show(serverText(result), { kind: 'error' });
    }
  };

  return (
    <Row role="group" aria-label={t('batch.title')}>
      {([0, 1, 2] as const).map((type) => (
        <Button
          key={type}
          size="sm"
          variant={type === 1 ? 'buy' : type === 2 ? 'sell' : 'primary'}
          disabled={disabled}
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
          if (asking !== null && !pending) void run(asking);
        }}
        confirmLabel={t('batch.confirm')}
      >
        <p>{asking !== null && t(`batch.ask.${names[asking]}`)}</p>
      </Modal>
    </Row>
  );
}
