import { Muted } from '@affnet/ui';
import styled from 'styled-components';

/** The line under a sign-in page's title that says who the page is for or what happens next. */
export const Intro = styled(Muted)`
  text-align: center;
`;
