import { STORAGE_KEYS } from '../../kit/constants.ts';
import { readItem, writeItem } from '../../session/storage.ts';

/** The agreement choice belongs to the device, so it outlives a logout. */
export function readAgreementAccepted(): boolean {
  return readItem(STORAGE_KEYS.agreementAccepted) === 'true';
}

export function writeAgreementAccepted(accepted: boolean): void {
  writeItem(STORAGE_KEYS.agreementAccepted, accepted ? 'true' : null);
}
