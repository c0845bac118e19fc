// Schemas for spec §7 "socket" calls and their §3 entities. Filled by the server work (issue 2/4).
export {};
