/** What the seed last wrote of each part of the official content (a digest of it). */
export interface SeedStateTable {
  part: string;
  digest: string;
  seeded_at: string;
}
