import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './jest.setup.globals';

// findBy* and waitFor return as soon as the page is ready; on a loaded 2-core machine (two test runs at once)
// a render can take longer than testing-library's default second, so they may wait up to five.
configure({ asyncUtilTimeout: 5000 });
