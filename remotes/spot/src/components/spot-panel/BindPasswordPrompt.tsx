import type { TradePasswordPrompt } from '@exchange/sdk';
import { Modal } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Spec §8 coin/trade `not`: a second after the message, offer to set the trade password. */
export function BindPasswordPrompt({ prompt }: { prompt: TradePasswordPrompt }) {
  const { t } = useTranslation('spot');
  const navigate = useNavigate();
  return (
    <Modal
      open={prompt.open}
      title={t('panel.bindTitle')}
      onClose={prompt.close}
      onConfirm={() => {
        prompt.close();
        navigate(prompt.bindPath);
      }}
      confirmLabel={t('panel.bindConfirm')}
    >
      <p>{t('panel.bindPrompt')}</p>
    </Modal>
  );
}
