import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/** Text for screen readers only (`as="h1"` for a heading the layout does not show). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
