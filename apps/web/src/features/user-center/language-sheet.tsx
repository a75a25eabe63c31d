import { LANGUAGES, type Language } from '@repwise/domain';
import { ActionSheet } from 'antd-mobile';
import { setLanguage, useI18n } from '../../i18n/index.ts';

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
    bold: lng === language,
    onClick: () => void setLanguage(lng),
  }));
  return <ActionSheet visible={visible} actions={actions} extra={t('my.language')} cancelText={t('common.cancel')} onAction={onClose} onClose={onClose} />;
}
