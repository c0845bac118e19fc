import { posterBg } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { Button, Spinner, visuallyHidden } from '@exchange/ui';
import { QRCodeCanvas } from 'qrcode.react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from './layout';
import { composePoster, loadImage } from './poster';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  img {
    inline-size: min(100%, 300px);
    block-size: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;
const Download = styled.a`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
  font-weight: 600;
`;
/** The QR is drawn off screen and copied onto the poster. */
const OffScreen = styled.div`
  ${visuallyHidden}
`;
const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl};
`;

type State = { status: 'drawing' } | { status: 'failed' } | { status: 'ready'; url: string };

/** The invite poster (background from user/posterBg, QR of the link, the code), shown and downloadable. */
export function InvitePoster({ code, link }: { code: string; link: string }) {
  const { t, i18n } = useTranslation('host');
  const { api } = useSdk();
  const qrRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>({ status: 'drawing' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setState({ status: 'drawing' });
    void (async () => {
      try {
        const answer = await api.call(posterBg, {}, { silent: true });
        if (answer.type !== 'ok') throw new Error('posterBg refused');
        const background = await loadImage(answer.message.url);
        if (!live || !qrRef.current) return;
        const url = composePoster({
          background,
          width: answer.message.width,
          height: answer.message.height,
          qr: qrRef.current,
          texts: {
            headline: t('team.poster.headline'),
            codeLine: t('team.poster.codeLine', { code }),
            scanLine: t('team.poster.scan'),
          },
          direction: i18n.dir(),
        });
        if (live) setState({ status: 'ready', url });
      } catch {
        if (live) setState({ status: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [api, code, link, t, i18n, attempt]);

  return (
    <Card aria-labelledby="team-poster" aria-busy={state.status === 'drawing'}>
      <h2 id="team-poster">{t('team.poster.title')}</h2>
      <OffScreen aria-hidden="true">
        <QRCodeCanvas
          ref={qrRef}
          value={link}
          size={392}
          marginSize={1}
          bgColor="#ffffff"
          fgColor="#000000"
        />
      </OffScreen>
      {state.status === 'ready' && (
        <Figure>
          <img src={state.url} alt={t('team.poster.alt', { code })} data-testid="invite-poster" />
          <Download href={state.url} download={`invite-${code}.png`}>
            {t('team.poster.download')}
          </Download>
        </Figure>
      )}
      {state.status === 'drawing' && (
        <Centered role="status">
          <Spinner decorative />
          <Muted>{t('team.poster.drawing')}</Muted>
        </Centered>
      )}
      {state.status === 'failed' && (
        <Centered>
          <Muted role="alert">{t('team.poster.failed')}</Muted>
          <Button variant="ghost" onClick={retry}>
            {t('common:action.retry')}
          </Button>
        </Centered>
      )}
    </Card>
  );
}
