/* Time zones the date and time tests use: both hemispheres, and either side of UTC. */

export const NY = 'America/New_York';
export const LA = 'America/Los_Angeles';
export const AKL = 'Pacific/Auckland';
export const LDN = 'Europe/London';
