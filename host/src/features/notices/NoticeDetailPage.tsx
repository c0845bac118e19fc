import { api as endpoints, type NewsItem } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner } from '@exchange/ui';
import { CenteredState, Muted, NoticeMain, NoticeTitle } from './NoticeLayout';
import { noticePaths } from './paths';
import { sanitizeNoticeHtml } from './sanitizeHtml';

const Back = styled(Link)`
  display: inline-block;
  margin-block-end: 16px;
  color: ${({ theme }) => theme.colors.primary};
`;
const Content = styled.article`
  margin-block-start: 20px;
  line-height: 1.7;
  overflow-wrap: anywhere;
  img,
  video,
  table {
    max-inline-size: 100%;
    block-size: auto;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; notice: NewsItem };

const parseId = (raw: string | null): number | undefined =>
  raw && /^\d+$/.test(raw) ? Number(raw) : undefined;

/** `noticeDetail?id=` (spec §2): title, time, the content HTML sanitized, and a back link. */
export function NoticeDetailPage() {
  const { t } = useTranslation('notices');
  const { api } = useSdk();
  const [query] = useSearchParams();
  const id = parseId(query.get('id'));
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (id === undefined) {
      setState({ status: 'missing' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(endpoints.newsDetail, { id }, { silent: true, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.type === 'ok') setState({ status: 'ready', notice: result.message });
      else if (result.type === 'error') setState({ status: 'missing' });
      else setState({ status: 'failed' });
    });
    return () => controller.abort();
  }, [api, id, attempt]);

  const html = useMemo(
    () => (state.status === 'ready' ? sanitizeNoticeHtml(state.notice.content) : ''),
    [state],
  );

  return (
    <NoticeMain>
      <Back to={noticePaths.list}>
        <span aria-hidden="true">‹ </span>
        {t('detail.back')}
      </Back>
      {state.status === 'ready' ? (
        <>
          <NoticeTitle dir="auto">{state.notice.title}</NoticeTitle>
          <Muted as="time" dateTime={state.notice.update_time.replace(' ', 'T')}>
            {state.notice.update_time}
          </Muted>
          {/* Sanitized above with DOMPurify; operators write notices as HTML. */}
          <Content dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : (
        <CenteredState>
          {state.status === 'loading' && (
            <p role="status" aria-busy="true">
              <Spinner decorative /> {t('detail.loading')}
            </p>
          )}
          {state.status === 'missing' && <p role="alert">{t('detail.notFound')}</p>}
          {state.status === 'failed' && (
            <>
              <p role="alert">{t('errors.loadFailed')}</p>
              <Button variant="ghost" onClick={retry}>
                {t('errors.retry')}
              </Button>
            </>
          )}
        </CenteredState>
      )}
    </NoticeMain>
  );
}
