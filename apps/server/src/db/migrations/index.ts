import type { Migration } from 'kysely';
import * as init from './001-init.ts';
import * as exercises from './002-exercises.ts';
import * as templates from './003-templates.ts';
import * as idempotencyKeys from './004-idempotency-keys.ts';
import * as idempotencyAnswers from './005-idempotency-answers.ts';
import * as indexedSearch from './006-indexed-search.ts';
import * as templateNumbering from './007-template-numbering.ts';
import * as teams from './008-teams.ts';
import * as accountDeactivation from './009-account-deactivation.ts';
import * as feedback from './010-feedback.ts';
import * as bodyData from './011-body-data.ts';
import * as training from './012-training.ts';
import * as organisationVip from './013-organisation-vip.ts';
import * as planShare from './014-plan-share.ts';
import * as socialIdentities from './015-social-identities.ts';
import * as trainingRecordedBy from './016-training-recorded-by.ts';
import * as oneTrainingPerSession from './017-one-training-per-session.ts';
import * as personTimeZone from './018-person-time-zone.ts';
import * as syncEpoch from './019-sync-epoch.ts';
import * as membershipHistory from './020-membership-history.ts';
import * as planTemplateVersions from './021-plan-template-versions.ts';
import * as organisationTenancy from './022-organisation-tenancy.ts';
import * as chineseSetGroups from './023-chinese-set-groups.ts';
import * as progressRollups from './024-progress-rollups.ts';
import * as coachFeedReads from './025-coach-feed-reads.ts';
import * as notifications from './026-notifications.ts';
import * as yearShares from './027-year-shares.ts';
import * as monthRollups from './028-month-rollups.ts';
import * as dayRollupBests from './029-day-rollup-bests.ts';
import * as utcTimes from './030-utc-times.ts';
import * as imports from './031-imports.ts';
import * as articles from './032-articles.ts';
import * as bodyDataHidden from './033-body-data-hidden.ts';
import * as operatorsAudit from './034-operators-audit.ts';
import * as periodicRuns from './035-periodic-runs.ts';
import * as categoryOperatorEdits from './036-category-operator-edits.ts';
import * as pushedSeq from './037-pushed-seq.ts';

/** Every migration, listed by hand in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '001-init': init,
  '002-exercises': exercises,
  '003-templates': templates,
  '004-idempotency-keys': idempotencyKeys,
  '005-idempotency-answers': idempotencyAnswers,
  '006-indexed-search': indexedSearch,
  '007-template-numbering': templateNumbering,
  '008-teams': teams,
  '009-account-deactivation': accountDeactivation,
  '010-feedback': feedback,
  '011-body-data': bodyData,
  '012-training': training,
  '013-organisation-vip': organisationVip,
  '014-plan-share': planShare,
  '015-social-identities': socialIdentities,
  '016-training-recorded-by': trainingRecordedBy,
  '017-one-training-per-session': oneTrainingPerSession,
  '018-person-time-zone': personTimeZone,
  '019-sync-epoch': syncEpoch,
  '020-membership-history': membershipHistory,
  '021-plan-template-versions': planTemplateVersions,
  '022-organisation-tenancy': organisationTenancy,
  '023-chinese-set-groups': chineseSetGroups,
  '024-progress-rollups': progressRollups,
  '025-coach-feed-reads': coachFeedReads,
  '026-notifications': notifications,
  '027-year-shares': yearShares,
  '028-month-rollups': monthRollups,
  '029-day-rollup-bests': dayRollupBests,
  '030-utc-times': utcTimes,
  '031-imports': imports,
  '032-articles': articles,
  '033-body-data-hidden': bodyDataHidden,
  '034-operators-audit': operatorsAudit,
  '035-periodic-runs': periodicRuns,
  '036-category-operator-edits': categoryOperatorEdits,
  '037-pushed-seq': pushedSeq,
};
