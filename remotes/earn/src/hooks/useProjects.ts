import { PROJECT_PAGE_SIZE, projectList } from '@exchange/protocol';
import { usePagedList } from '@exchange/sdk';

/**
 * The IEO projects, 30 a page (spec §9; `limit=30` sent as §7 says), public; read again when a
 * project's lottery is drawn.
 */
export function useProjects() {
  return usePagedList({
    endpoint: projectList,
    payload: { limit: PROJECT_PAGE_SIZE },
    read: (answer) => ({ rows: answer.list, total: answer.total }),
    reloadOn: (bus) => bus.stream('ieo_drawn'),
  });
}
