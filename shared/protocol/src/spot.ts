// Schemas for spec §7 "spot" calls and their §3 entities. Filled by the spot work.
export const spotApi = {} as const;
