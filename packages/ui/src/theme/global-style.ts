import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${(p) => p.theme.font};
    font-size: 15px;
    line-height: 1.5;
    background: ${(p) => p.theme.colors.page};
    color: ${(p) => p.theme.colors.text};
  }
  a { color: ${(p) => p.theme.colors.primary}; }
  :focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  /* A field scrolled to (a form's first error, a link to a section) stops below the fixed header, not under it. */
  input, select, textarea, h1, h2, h3, [tabindex='-1'] { scroll-margin-block: 5rem 1rem; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
