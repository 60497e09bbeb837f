import { conversionRate, earningsPerClick, percentChange } from './metrics';

describe('conversion rate', () => {
  it('is conversions per click in percent', () => {
    expect(conversionRate(25, 1000)).toBe(2.5);
    expect(conversionRate(3, 3)).toBe(100);
  });
  it('has no value without clicks', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(2, 0)).toBeNull();
  });
});

describe('earnings per click', () => {
  it('is payout per click in minor units', () => {
    expect(earningsPerClick(12_345, 100)).toBeCloseTo(123.45, 10);
    expect(earningsPerClick(0, 40)).toBe(0);
  });
  it('has no value without clicks', () => {
    expect(earningsPerClick(500, 0)).toBeNull();
  });
});

describe('percent change', () => {
  it('rises and falls in percent of the previous value', () => {
    expect(percentChange(150, 100)).toEqual({ kind: 'up', percent: 50 });
    expect(percentChange(75, 100)).toEqual({ kind: 'down', percent: 25 });
  });
  it('says "same" when nothing changed, including zero to zero', () => {
    expect(percentChange(42, 42)).toEqual({ kind: 'same' });
    expect(percentChange(0, 0)).toEqual({ kind: 'same' });
  });
  it('calls a rise from zero "new" instead of an infinite percentage', () => {
    expect(percentChange(10, 0)).toEqual({ kind: 'new' });
  });
  it('measures a fall to zero as 100 %', () => {
    expect(percentChange(0, 80)).toEqual({ kind: 'down', percent: 100 });
  });
  it('uses the size of a negative previous value (a loss)', () => {
    expect(percentChange(-50, -100)).toEqual({ kind: 'up', percent: 50 });
  });
});
