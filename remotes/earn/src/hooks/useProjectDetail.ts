import { useEffect, useMemo, useRef, useState } from 'react';
import { filter } from 'rxjs';
import { useCall, useSdk, useSession } from '@exchange/sdk';
import { projectDetail, type ProjectOrder } from '@exchange/protocol';
import { latestOrder, nextPhase } from '../model/ieo';
import { useNow } from './useNow';

/**
 * One project and the caller's subscription (project/detail), on the server's clock: `now` is the
 * browser's clock moved by the offset the answer's server_time showed, so countdowns and "placement
 * only after sell_begin" agree with the server. Read again when a phase begins, when the server
 * says the project's lottery was drawn (`ieo_drawn`: the draw runs a moment after end_at, so the
 * read at end_at may still show it undrawn) and on log in/out. The caller's own result comes pushed
 * too (`ieo_result`, to the user alone): it shows at once, before (or without) the read.
 */
export function useProjectDetail(id: number | undefined) {
  const { loggedIn } = useSession();
  const detail = useCall(projectDetail, { project_id: id ?? 0 }, { enabled: id !== undefined });
  const offset = useMemo(() => (detail.data ? detail.data.server_time - Date.now() : 0), [detail.data]);
  const now = useNow() + offset;

  const { reload } = detail;
  const [pushed, setPushed] = useState<ProjectOrder>();
  const { bus } = useSdk();
  useEffect(() => {
    if (id === undefined) return undefined;
    const drawn = bus.stream('ieo_drawn').pipe(filter((push) => push.project_id === id));
    const subscription = drawn.subscribe(() => reload());
    const result = bus.stream('ieo_result').pipe(filter((push) => push.project_id === id));
    subscription.add(result.subscribe(setPushed));
    return () => subscription.unsubscribe();
  }, [bus, id, reload]);
  const read = detail.data;
  const data = useMemo(() => {
    if (!read) return undefined;
    const mine = pushed?.project_id === read.info.id && loggedIn ? pushed : undefined;
    return { ...read, order_info: latestOrder(read.order_info, mine) };
  }, [read, pushed, loggedIn]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else {
      setPushed(undefined);
      reload();
    }
  }, [loggedIn, reload]);

  const next = detail.data ? nextPhase(detail.data.info, now) : undefined;
  const reloadedFor = useRef<number | undefined>(undefined);
  const upcoming = detail.data ? nextPhase(detail.data.info, detail.data.server_time) : undefined;
  useEffect(() => {
    // The phase the answer was waiting for has begun: its status changed on the server.
    if (upcoming && now >= upcoming.at && reloadedFor.current !== upcoming.at) {
      reloadedFor.current = upcoming.at;
      reload();
    }
  }, [now, upcoming, reload]);

  return { ...detail, data, now, next };
}
