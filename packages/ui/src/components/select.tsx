import styled from 'styled-components';
import { fieldBox } from './field-box';

export const Select = styled.select`
  ${fieldBox}
  min-height: 36px;
  padding: 0.35rem 0.5rem;
`;
