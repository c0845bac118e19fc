import { useState } from 'react';
import styled from 'styled-components';

const Img = styled.img<{ $size: number }>`
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  flex: none;
  background: ${({ theme }) => theme.colors.bg};
`;

const Initial = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  flex: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;

/** The project's logo; its initial when there is none or it fails to load. Decorative: the title names it. */
export function ProjectLogo({ src, title, size = 48 }: { src: string; title: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken)
    return (
      <Initial $size={size} aria-hidden="true">
        {title.slice(0, 1).toUpperCase()}
      </Initial>
    );
  return <Img $size={size} src={src} alt="" onError={() => setBroken(true)} />;
}
