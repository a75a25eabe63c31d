import { useI18n } from '../../i18n/index.ts';
import { useLoginProviders } from './social-queries.ts';
import './printed-codes-hint.css';

/**
 * On a server that prints login codes instead of sending them (the console SMS provider, for
 * development and a first try), says where the code is: a newcomer otherwise waits for an SMS
 * that never comes.
 */
export function PrintedCodesHint() {
  const { t } = useI18n();
  const providers = useLoginProviders();
  if (providers.data?.smsCodes !== 'printed') return null;
  return (
    <p className="printed-codes-hint" role="note">
      {t('login.codesPrinted')}
    </p>
  );
}
