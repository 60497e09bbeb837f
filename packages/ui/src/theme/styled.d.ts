import 'styled-components';
import type { AppTheme } from './build-theme';

declare module 'styled-components' {
  export interface DefaultTheme extends AppTheme {}
}
