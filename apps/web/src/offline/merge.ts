/**
 * Which version of a row the phone keeps when the server sends one (sync/pull). The server
 * decides between devices (higher rev wins, an equal rev goes to the higher device id), so the
 * phone follows it, except while its own newer edit still waits to be sent: that edit goes to
 * the server, which decides again. When the server answers "stale" to an edit the phone kept,
 * the phone pulls that row again (see the sync engine), so both devices end with the same winner.
 */
export function takeRemote(localRev: number | null, remoteRev: number, pendingRev: number | null): boolean {
  if (localRev === null) return true;
  if (pendingRev !== null) return remoteRev > pendingRev;
  return remoteRev >= localRev;
}
