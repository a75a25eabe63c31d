import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageLayout } from '../kit/page-layout.tsx';
import { useI18n } from '../i18n/index.ts';
import { PATHS } from '../kit/paths.ts';
import './not-found.css';

export function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('app.name')}>
      <div className="not-found">
        <ErrorBlock status="empty" title={t('errors.pageNotFound')} description={null}>
          <Button color="primary" shape="rounded" onClick={() => void navigate(PATHS.root, { replace: true })}>
            {t('common.backHome')}
          </Button>
        </ErrorBlock>
      </div>
    </PageLayout>
  );
}
