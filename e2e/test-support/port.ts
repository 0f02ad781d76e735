/** The port of the one production server the browser tests share; E2E_PORT lets a second run (a CI rehearsal in a clone) share the machine. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
