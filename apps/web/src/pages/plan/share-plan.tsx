import type { SharedPlan } from '@repwise/contracts';
import { Button, List } from 'antd-mobile';
import { LinkOutline, SendOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { libraryPicture } from '../../features/exercises/library-picture.tsx';
import { PLAN_DICTIONARIES, dictionaryLabel, weekdayLabel } from '../../features/plans/labels.ts';
import { usePlan, usePlanQrcode, useSharedPlan } from '../../features/plans/queries.ts';
import { ActionPictureContext } from '../../features/templates/exercise-library.ts';
import { toSavedTemplate } from '../../features/templates/saved-template.ts';
import { TemplateView } from '../../features/templates/template-view.tsx';
import { MISSING } from '../../features/teams/with-squad.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { BrandMark } from '../../kit/brand-mark.tsx';
import { canShareLink, copyLink, shareLink } from '../../kit/link-sharing.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { SaveShareImageButton } from '../../kit/save-share-image.tsx';
import { loginPath, sharePlanDataPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { useSession } from '../../session/session-store.ts';
import './plans.css';
import { Redirect } from '../../kit/redirect.tsx';

/** The server's QR code (SVG) as a picture; an inline SVG from a string would need innerHTML. */
const qrSource = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** The share code of the plan's link (…/s/plan/<code>). */
const codeOfLink = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

/** The coach's share screen: the QR code to scan and the link to copy or hand to the share sheet. */
function CoachShare({ id }: { id: number }) {
  const { t } = useI18n();
  const qrcode = usePlanQrcode(id);
  const plan = usePlan(id);
  if (qrcode.isError) return <LoadError error={qrcode.error} onRetry={() => void qrcode.refetch()} />;
  if (!qrcode.data) return <PageLoading />;
  const { url, svg } = qrcode.data;
  const name = plan.data?.name ?? '';
  const texts = { copied: t('plans.share.copied'), copyFailed: t('plans.share.copyFailed'), confirm: t('common.confirm'), linkClassName: 'plan-share-link' };
  return (
    <>
      <section className="plan-card plan-share">
        {name && <h1 className="plan-card-title">{name}</h1>}
        <p className="plan-muted">{t('plans.share.hint')}</p>
        <img className="plan-share-qr" src={qrSource(svg)} alt={t('plans.share.qrAlt', { name })} width={220} height={220} />
        <p className="plan-share-link">{url}</p>
      </section>
      <div className="plan-actions">
        <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => void copyLink(url, texts)}>
          <LinkOutline aria-hidden /> {t('plans.share.copyLink')}
        </Button>
        {canShareLink() && (
          <Button block shape="rounded" size="large" color="primary" onClick={() => void shareLink({ title: name, text: t('plans.share.text', { name }), url }, texts)}>
            <SendOutline aria-hidden /> {t('plans.share.via')}
          </Button>
        )}
        <SaveShareImageButton kind="plan" code={codeOfLink(url)} title={name} />
      </div>
    </>
  );
}

/** What a shared plan is: its coach, type, schedule and template, to read only. */
function SharedPlanView({ plan, code }: { plan: SharedPlan; code: string }) {
  const { t, language } = useI18n();
  const { formatDateRange } = useFormat();
  const navigate = useNavigate();
  return (
    <>
      <div className="plan-share-banner">
        <BrandMark size={28} />
        <span>{t('plans.share.from', { name: plan.coachNickName || t('app.name') })}</span>
      </div>
      <section className="plan-card">
        <h1 className="plan-card-title">{plan.name}</h1>
        <p className={`plan-state is-${plan.state}`}>{t(`plans.state.${plan.state}`)}</p>
        <p className="plan-muted">{[dictionaryLabel(PLAN_DICTIONARIES.type, plan.type, language), dictionaryLabel(PLAN_DICTIONARIES.timePeriod, plan.timePeriod, language)].filter(Boolean).join(' · ')}</p>
      </section>
      <List mode="card" header={t('plans.info.schedule')}>
        <List.Item extra={formatDateRange(plan.startDate, plan.endDate)}>{t('plans.info.dates')}</List.Item>
        <List.Item extra={t('plans.info.weeks', { count: plan.repeatWeeks })}>{t('plans.add.repeatWeeks')}</List.Item>
        <List.Item extra={plan.weekdays.length === 7 ? t('plans.info.everyDay') : plan.weekdays.map((d) => weekdayLabel(d, language)).join(' ')}>{t('plans.add.weekdays')}</List.Item>
      </List>
      <div className="plan-actions">
        <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => void navigate(sharePlanDataPath(code))}>
          {t('plans.share.seeResults', { count: plan.results.length })}
        </Button>
        <SaveShareImageButton kind="plan" code={code} title={plan.name} />
      </div>
      <ActionPictureContext.Provider value={libraryPicture}>
        <TemplateView template={toSavedTemplate(plan.template)} badge={t('plans.add.template')} />
      </ActionPictureContext.Provider>
    </>
  );
}

function SharedPlanByCode({ code }: { code: string }) {
  const { language } = useI18n();
  const shared = useSharedPlan(code, language);
  if (shared.isError) return <LoadError error={shared.error} onRetry={() => void shared.refetch()} />;
  if (!shared.data) return <PageLoading />;
  return <SharedPlanView plan={shared.data} code={code} />;
}

/**
 * Sharing a plan (spec §2 sharePlan): with `id`, its coach's QR code and link; with `code`,
 * the shared plan itself, which needs no account.
 */
export function SharePlanPage() {
  const { t } = useI18n();
  const location = useLocation();
  const { token } = useSession();
  const [query] = useSearchParams();
  const code = query.get('code')?.trim() ?? '';
  const id = parseId(query.get('id'));
  if (!code && id !== null && !token) return <Redirect to={loginPath(location.pathname + location.search)} />;
  let body;
  if (code) body = <SharedPlanByCode code={code} />;
  else if (id !== null) body = <CoachShare id={id} />;
  else body = <LoadError error={MISSING} onRetry={() => undefined} />;
  // Opened from a link there is nothing to go back to.
  return (
    <PageLayout title={code ? t('plans.share.sharedTitle') : t('plans.share.title')} back={location.key !== 'default'} className="plan-page">
      {body}
    </PageLayout>
  );
}
