import { LANGUAGES, type Language } from '@repwise/domain';
import { setLanguage, useI18n } from '../../i18n/index.ts';
import { ActionMenu } from '../../kit/action-menu.tsx';

interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}

/** English / 简体中文 from the bottom; the choice re-renders every screen and is remembered. */
export function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const { t, language } = useI18n();
  const actions = LANGUAGES.map((lng: Language) => ({
    key: lng,
    text: t(`languages.${lng}`),
    current: lng === language,
    onClick: () => void setLanguage(lng),
  }));
  return <ActionMenu menu={visible ? { title: t('my.language'), actions } : null} onClose={onClose} />;
}
