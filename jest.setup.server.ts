import { startClockAt } from './server/src/shared/clock';
import { TEST_NOW } from './server/test/instants';

// No server test reads the wall clock: each file starts the server's clock at one fixed instant (a test that
// needs another instant, or several, moves it with startClockAt). The clock runs at real speed from there.
startClockAt(TEST_NOW);
