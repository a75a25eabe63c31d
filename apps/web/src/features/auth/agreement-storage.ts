import { STORAGE_KEYS } from '../../base/constants.ts';
import { readItem, writeItem } from '../../session/storage.ts';

/** The agreement choice, asked again after a logout (spec §4: logout clears every stored item). */
export function readAgreementAccepted(): boolean {
  return readItem(STORAGE_KEYS.agreementAccepted) === 'true';
}

export function writeAgreementAccepted(accepted: boolean): void {
  writeItem(STORAGE_KEYS.agreementAccepted, accepted ? 'true' : null);
}
