/**
 * The instant every server test file starts at: a Wednesday afternoon in mid-March, far from any day, month or
 * DST boundary of the demo networks' zones (New York 11:00, Kolkata 20:30). Tests of boundaries choose their own.
 */
export const TEST_NOW = '2026-03-11T15:00:00.000Z';
