import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The frame every auth screen shares: one centred column that fills a 390 px phone and stops
 * at a readable width on a desktop. Logical properties only, so right-to-left locales mirror.
 */
const Frame = styled.main`
  box-sizing: border-box;
  display: flex;
  justify-content: center;
  padding-block: 32px;
  padding-inline: 16px;
  min-block-size: 60vh;
`;

const Card = styled.section`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 420px;
  padding-block: 24px;
  padding-inline: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h1`
  margin-block: 0 20px;
  font-size: 1.5rem;
  line-height: 1.3;
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-block: 16px 0;
  font-size: 0.9rem;
`;

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame>
      <Card>
        <Title>{title}</Title>
        {children}
      </Card>
    </Frame>
  );
}
