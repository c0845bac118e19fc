import { useState } from 'react';
import type { Project } from '@exchange/protocol';
import { Tabs } from '@exchange/ui';
import { sanitizeHtml } from '@exchange/ui/sanitize';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '../layout';
import { PhaseTimeline } from './PhaseTimeline';
import { ProjectFigures } from './ProjectFigures';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block-start: ${({ theme }) => theme.space.lg};
`;

const Content = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Links = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

type Tab = 'cycle' | 'details';

/** Spec §2 IEO tabs: the subscription cycle (timeline, figures) and the project details (sanitized HTML). */
export function ProjectTabs({ project, now }: { project: Project; now: number }) {
  const { t } = useTranslation('earn');
  const [tab, setTab] = useState<Tab>('cycle');
  return (
    <Card>
      <Tabs
        aria-label={t('ieo.tabs.label')}
        items={[
          { value: 'cycle', label: t('ieo.tabs.cycle') },
          { value: 'details', label: t('ieo.tabs.details') },
        ]}
        value={tab}
        onChange={setTab}
      >
        <Panel>
          {tab === 'cycle' ? (
            <>
              <PhaseTimeline project={project} now={now} />
              <ProjectFigures project={project} />
            </>
          ) : (
            <>
              {(project.link || project.white_book) && (
                <Links>
                  {project.link && (
                    <a href={project.link} target="_blank" rel="noopener noreferrer">
                      {t('ieo.website')}
                    </a>
                  )}
                  {project.white_book && (
                    <a href={project.white_book} target="_blank" rel="noopener noreferrer">
                      {t('ieo.whitePaper')}
                    </a>
                  )}
                </Links>
              )}
              {project.content.trim() ? (
                <Content dir="auto" dangerouslySetInnerHTML={{ __html: sanitizeHtml(project.content) }} />
              ) : (
                <Muted>{t('ieo.noContent')}</Muted>
              )}
            </>
          )}
        </Panel>
      </Tabs>
    </Card>
  );
}
