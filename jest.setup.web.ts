import '@testing-library/jest-dom';
import './jest.setup.globals';
