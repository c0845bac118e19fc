import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsItem } from '@exchange/protocol';
import { Skeleton } from '@exchange/ui';
import { Muted } from './Panel';

/** Spec §2: autoplay, loop, 3 per page. */
export const NOTICES_PER_PAGE = 3;
export const NOTICE_AUTOPLAY_MS = 5000;

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
`;

const Items = styled.ul`
  flex: 1;
  display: grid;
  grid-template-columns: repeat(${NOTICES_PER_PAGE}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
  li {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
    li:not(:first-child) {
      display: none;
    }
  }
`;

const Control = styled.button`
  flex: none;
  min-width: 32px;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  /* Arrows point the reading direction. */
  [dir='rtl'] &[data-arrow] {
    transform: scaleX(-1);
  }
`;

const chunk = <T,>(list: readonly T[], size: number): T[][] => {
  const pages: T[][] = [];
  for (let i = 0; i < list.length; i += size) pages.push(list.slice(i, i + size));
  return pages;
};

/**
 * The notice strip on home. Autoplay stops while the pointer is over it, while it has focus, and when
 * the reader presses pause (WCAG 2.2.2); it loops from the last page back to the first.
 */
export function NoticeCarousel({
  notices,
  intervalMs = NOTICE_AUTOPLAY_MS,
}: {
  notices: NewsItem[] | null;
  intervalMs?: number;
}) {
  const { t } = useTranslation('markets');
  const pages = chunk(notices ?? [], NOTICES_PER_PAGE);
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = pages.length;
  const current = count > 0 ? page % count : 0;
  const playing = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => setPage((p) => (p + 1) % count), intervalMs);
    return () => clearInterval(id);
  }, [playing, count, intervalMs]);

  if (notices === null) {
    return (
      <Bar aria-label={t('notices.label')} aria-busy="true">
        <Skeleton width="60%" />
      </Bar>
    );
  }
  if (count === 0) {
    return (
      <Bar aria-label={t('notices.label')}>
        <Muted>{t('notices.empty')}</Muted>
      </Bar>
    );
  }

  const go = (delta: number) => setPage((p) => ((((p % count) + delta) % count) + count) % count);

  return (
    <Bar
      aria-label={t('notices.label')}
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {count > 1 && (
        <Control type="button" data-arrow aria-label={t('notices.previous')} onClick={() => go(-1)}>
          ‹
        </Control>
      )}
      <Items
        aria-live={playing ? 'off' : 'polite'}
        aria-roledescription="slide"
        aria-label={t('notices.page', { page: current + 1, count })}
      >
        {(pages[current] ?? []).map((notice) => (
          <li key={notice.id}>
            <Link to={`/noticeDetail?id=${notice.id}`} dir="auto">
              {notice.title}
            </Link>
          </li>
        ))}
      </Items>
      {count > 1 && (
        <>
          <Control type="button" data-arrow aria-label={t('notices.next')} onClick={() => go(1)}>
            ›
          </Control>
          <Control
            type="button"
            aria-label={paused ? t('notices.play') : t('notices.pause')}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? '▶' : '❚❚'}
          </Control>
        </>
      )}
    </Bar>
  );
}
