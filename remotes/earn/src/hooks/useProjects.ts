import { projectList, type Project } from '@exchange/protocol';
import { usePages } from './usePages';

/** The IEO projects, 30 a page (spec §9), public. */
export function useProjects() {
  return usePages<typeof projectList, Project>({
    endpoint: projectList,
    read: (answer) => ({ rows: answer.list, total: answer.total }),
  });
}
