import { projectList } from '@exchange/protocol';
import { usePagedList } from '@exchange/sdk';

/** The IEO projects, 30 a page (spec §9), public; read again when a project's lottery is drawn. */
export function useProjects() {
  return usePagedList({
    endpoint: projectList,
    read: (answer) => ({ rows: answer.list, total: answer.total }),
    reloadOn: (bus) => bus.stream('ieo_drawn'),
  });
}
