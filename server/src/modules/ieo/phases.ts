import { ProjectTimeStatus } from '@exchange/protocol';

/** The phase times of a project (epoch ms of the server's clock). */
export interface PhaseTimes {
  start_at: number;
  end_at: number;
  sell_begin: number;
}

/** Spec §4: 1 before start_at, 2 from start_at until end_at, 3 from end_at. */
export function timeStatusAt(project: PhaseTimes, now: number): ProjectTimeStatus {
  if (now < project.start_at) return ProjectTimeStatus.notStarted;
  if (now < project.end_at) return ProjectTimeStatus.inProgress;
  return ProjectTimeStatus.ended;
}

/** Placement is open from sell_begin (spec §4). */
export const placementOpen = (project: PhaseTimes, now: number): boolean => now >= project.sell_begin;
