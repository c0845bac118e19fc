import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FailureMessage, Field, NumberInput, Select, type FormFeedback } from '@exchange/ui';
import { operatorApi, type OperatorAnswer, type RemoteReleases } from './opsApi';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    min-inline-size: 160px;
  }
`;

const percentOf = (value: string) => {
  const percent = Number(value);
  return value !== '' && Number.isInteger(percent) && percent >= 0 && percent <= 100 ? percent : undefined;
};

/** Change the canary's share, start a canary from a kept release, roll back; every change is audited. */
export function RemoteControls({
  environment,
  releases,
  token,
  onChanged,
}: {
  environment: string;
  releases: RemoteReleases;
  token: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('ops');
  const { remote, canary, stable } = releases;
  const [percent, setPercent] = useState(String(canary?.percent ?? 10));
  const candidates = releases.kept.filter((kept) => kept.version !== stable.version);
  const [chosen, setChosen] = useState(candidates[0]?.version ?? '');
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const [busy, setBusy] = useState(false);
  const share = percentOf(percent);

  const run = async (call: Promise<OperatorAnswer<unknown>>, done: string) => {
    setBusy(true);
    const answer = await call;
    setBusy(false);
    setFeedback(answer.ok ? { tone: 'success', message: done } : { tone: 'error', message: answer.notice });
    if (answer.ok) onChanged();
  };
  const target = { environment, remote };

  return (
    <>
      <Row>
        <Field
          label={t('controls.percent')}
          error={share === undefined ? t('controls.percentRange') : undefined}
        >
          {(control) => (
            <NumberInput {...control} maxDecimals={0} value={percent} onChange={setPercent} suffix="%" />
          )}
        </Field>
        {canary && (
          <Button
            disabled={busy || share === undefined}
            onClick={() =>
              run(operatorApi.setCanaryPercent(token, { ...target, percent: share! }), t('done.percent'))
            }
          >
            {t('controls.setPercent')}
          </Button>
        )}
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() =>
            run(operatorApi.rollBack(token, target), t(canary ? 'done.canaryDropped' : 'done.rolledBack'))
          }
        >
          {t(canary ? 'controls.dropCanary' : 'controls.rollBack')}
        </Button>
      </Row>
      {candidates.length > 0 && (
        <Row>
          <Field label={t('controls.kept')}>
            {(control) => (
              <Select
                {...control}
                value={chosen}
                onChange={setChosen}
                options={candidates.map((kept) => ({ value: kept.version, label: kept.version }))}
              />
            )}
          </Field>
          <Button
            disabled={busy || share === undefined || !chosen}
            onClick={() =>
              run(
                operatorApi.startCanary(token, { ...target, version: chosen, percent: share! }),
                t('done.started'),
              )
            }
          >
            {t('controls.startCanary')}
          </Button>
          <Button
            variant="ghost"
            disabled={busy || !chosen}
            onClick={() =>
              run(operatorApi.rollBack(token, { ...target, version: chosen }), t('done.madeStable'))
            }
          >
            {t('controls.makeStable')}
          </Button>
        </Row>
      )}
      <FailureMessage message={feedback?.message} tone={feedback?.tone} />
    </>
  );
}
