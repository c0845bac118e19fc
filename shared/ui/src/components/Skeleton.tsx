import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.45; }`;

const Block = styled.span<{ $width: string; $height: string }>`
  display: block;
  inline-size: ${({ $width }) => $width};
  block-size: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
  & + & {
    margin-block-start: ${({ theme }) => theme.space.sm};
  }
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** Number of stacked lines. */
  lines?: number;
}

/** A placeholder shape while data loads; hidden from screen readers (pair it with aria-busy). */
export function Skeleton({ width = '100%', height = '14px', lines = 1 }: SkeletonProps) {
  return (
    <span aria-hidden="true" data-testid="skeleton" style={{ display: 'block' }}>
      {Array.from({ length: lines }, (_, i) => (
        <Block key={i} $width={width} $height={height} />
      ))}
    </span>
  );
}
