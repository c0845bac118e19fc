import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A router link that looks like a small ghost button (transfer, fiat account...). */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 28px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
