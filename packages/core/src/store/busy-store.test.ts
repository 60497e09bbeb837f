import { selectBusy, useBusy } from './busy-store';

describe('busy flag', () => {
  beforeEach(() => useBusy.setState({ pending: 0 }));

  it('is on while any request is in flight and off when none remain', () => {
    const busy = () => selectBusy(useBusy.getState());
    expect(busy()).toBe(false);
    useBusy.getState().start();
    useBusy.getState().start();
    expect(busy()).toBe(true);
    useBusy.getState().finish();
    expect(busy()).toBe(true);
    useBusy.getState().finish();
    expect(busy()).toBe(false);
  });

  it('never counts below zero', () => {
    useBusy.getState().finish();
    useBusy.getState().start();
    expect(selectBusy(useBusy.getState())).toBe(true);
  });
});
