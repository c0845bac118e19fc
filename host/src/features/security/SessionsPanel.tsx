import { revokeSession, sessionList, type LoginSession } from '@exchange/protocol';
import { useCall, useSdk } from '@exchange/sdk';
import { Button, EmptyState, Skeleton, Table, type TableColumn, TableScroll } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../auth/failureText';
import { FormAlert } from '../auth/form/FormAlert';
import { deviceName } from './device';
import { Panel } from './Panel';

/**
 * Active sessions (revoke ends another one and closes its socket: that device goes to login) and the
 * login history (the last 20 logins with time, address, device and state). Times are the server's UTC.
 */
export function SessionsPanel() {
  const { t } = useTranslation(['security', 'server', 'auth']);
  const { api } = useSdk();
  const { result: sessions, reload } = useCall(sessionList, {}, { silent: true });
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | undefined>();

  const revoke = async (session: LoginSession) => {
    const result = await api.call(revokeSession, { id: session.id }, { silent: true });
    setMessage(
      result.type === 'ok'
        ? { tone: 'info', text: t('security:sessions.revoked') }
        : { tone: 'error', text: failureText(t, result) ?? '' },
    );
    reload();
  };

  const device = (row: LoginSession) => {
    const name = deviceName(row.user_agent);
    const text =
      name.browser && name.system
        ? t('security:sessions.browserOn', { browser: name.browser, system: name.system })
        : name.raw || t('security:sessions.unknownDevice');
    return <span title={row.user_agent}>{text}</span>;
  };
  const base: TableColumn<LoginSession>[] = [
    { key: 'time', header: t('security:sessions.time'), render: (row) => row.created_at, numeric: true },
    { key: 'device', header: t('security:sessions.device'), render: device },
    { key: 'ip', header: t('security:sessions.ip'), render: (row) => row.ip || '-' },
  ];
  // On a phone an active session keeps its device and the End session button (on screen, not
  // behind a sideways scroll); the login history keeps every column.
  const activeColumns: TableColumn<LoginSession>[] = [
    ...base.map((column) => (column.key === 'device' ? column : { ...column, hideWhenNarrow: true })),
    {
      key: 'action',
      header: t('security:sessions.action'),
      align: 'end',
      render: (row) =>
        row.current ? (
          <strong>{t('security:sessions.thisDevice')}</strong>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => revoke(row)}>
            {t('security:sessions.revoke')}
          </Button>
        ),
    },
  ];
  const historyColumns: TableColumn<LoginSession>[] = [
    ...base,
    {
      key: 'state',
      header: t('security:sessions.state'),
      render: (row) =>
        row.active
          ? t('security:sessions.active')
          : t('security:sessions.ended', { time: row.ended_at || '-' }),
    },
  ];

  return (
    <Panel aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('security:sessions.title')}</h2>
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      {!sessions && <Skeleton />}
      {sessions && sessions.type !== 'ok' && (
        <EmptyState
          title={t('security:loadFailed')}
          action={<Button onClick={reload}>{t('security:retry')}</Button>}
        />
      )}
      {sessions?.type === 'ok' && (
        <>
          <h3>{t('security:sessions.activeCaption')}</h3>
          <TableScroll label={t('security:sessions.activeCaption')}>
            <Table
              caption={t('security:sessions.activeCaption')}
              columns={activeColumns}
              rows={sessions.message.filter((s) => s.active)}
              rowKey={(row) => row.id}
            />
          </TableScroll>
          <h3>{t('security:sessions.historyTitle')}</h3>
          <TableScroll label={t('security:sessions.historyTitle')}>
            <Table
              caption={t('security:sessions.historyTitle')}
              columns={historyColumns}
              rows={sessions.message}
              rowKey={(row) => row.id}
              narrowLayout="cards"
              empty={<EmptyState title={t('security:sessions.none')} />}
            />
          </TableScroll>
        </>
      )}
    </Panel>
  );
}
