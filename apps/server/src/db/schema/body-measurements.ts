import type { Generated } from 'kysely';

/** One day's body data of a person (cm and kg); absent values were not measured that day. */
export interface BodyMeasurementsTable {
  id: Generated<number>;
  user_id: number;
  /** The person's calendar day, YYYY-MM-DD. */
  measured_on: string;
  chest: number | null;
  waist: number | null;
  hip: number | null;
  height: number | null;
  weight: number | null;
  updated_at: string;
}
