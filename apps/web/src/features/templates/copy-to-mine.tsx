import { Button } from 'antd-mobile';
import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { templateInfoPath } from '../../kit/paths.ts';
import { useCopyTemplate, type CopySource } from './queries.ts';

/** Copies a template into Mine and opens the copy; a failure says why. */
export function useCopyToMine() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useCopyTemplate();
  const copyToMine = useCallback(
    async (source: CopySource) => {
      try {
        const copy = await mutateAsync(source);
        showToast(t('templates.copied'), 'success');
        void navigate(templateInfoPath(copy.id));
      } catch (error) {
        showFailureToast(t('templates.copyFailed'), error);
      }
    },
    [mutateAsync, navigate, t],
  );
  return { copyToMine, copying: isPending };
}

/** The full-width button that copies a template one may only read into Mine. */
export function CopyToMineButton({ source, children }: { source: CopySource; children: ReactNode }) {
  const { copyToMine, copying } = useCopyToMine();
  return (
    <Button block color="primary" shape="rounded" size="large" loading={copying} onClick={() => void copyToMine(source)}>
      {children}
    </Button>
  );
}
