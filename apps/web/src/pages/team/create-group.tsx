import { Button } from 'antd-mobile';
import { Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useTeamLabels } from '../../features/teams/labels.ts';
import { useCreateSquad } from '../../features/teams/queries.ts';
import { TagEditor } from '../../features/teams/tag-editor.tsx';
import { useI18n } from '../../i18n/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { ChoiceRow } from '../../kit/choice-row.tsx';
import { INPUT_MAX_LENGTH } from '../../base/constants.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { showFailureToast } from '../../kit/notify.ts';
import { PATHS, squadPath } from '../../kit/paths.ts';
import './team-pages.css';

type Field = 'name' | 'type' | 'tags';

/** A new team (spec §5: a group needs name, type and tag); then its code to share. */
export function CreateGroupPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const labels = useTeamLabels();
  const create = useCreateSquad();
  const nameId = useId();
  const tagId = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [tried, setTried] = useState(false);

  const missing: Field[] = [...(name.trim() ? [] : (['name'] as const)), ...(type ? [] : (['type'] as const)), ...(tags.length ? [] : (['tags'] as const))];
  const errorOf = (field: Field) => (tried && missing.includes(field) ? t(`teams.create.${field}Required`) : undefined);

  const submit = async () => {
    setTried(true);
    if (missing.length > 0 || !type) {
      document.querySelector(`[data-field="${missing[0]}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    try {
      const squad = await create.mutateAsync({ name: name.trim(), type, tags });
      void navigate(squadPath(PATHS.teamCodeShare, squad.id), { replace: true });
    } catch (error) {
      showFailureToast(t('errors.addFailed'), error);
    }
  };

  return (
    <PageLayout title={t('teams.create.title')} className="team-page has-bottom-bar">
      <p className="team-page-intro">{t('teams.create.intro')}</p>
      <FormCard title={t('teams.create.details')}>
        <FormBlock label={t('teams.create.name')} htmlFor={nameId} field="name" error={errorOf('name')}>
          <Input id={nameId} value={name} maxLength={INPUT_MAX_LENGTH} placeholder={t('teams.create.namePlaceholder')} onChange={setName} />
        </FormBlock>
        <ChoiceRow label={t('teams.create.type')} field="type" choices={labels.teamTypes} value={type} placeholder={t('teams.create.choose')} error={errorOf('type')} onChange={setType} />
        <FormBlock label={t('teams.create.tags')} hint={t('teams.create.tagsHint')} htmlFor={tagId} field="tags" error={errorOf('tags')}>
          <TagEditor tags={tags} onChange={setTags} inputId={tagId} />
        </FormBlock>
      </FormCard>
      <BottomBar>
        <Button block color="primary" shape="rounded" size="large" loading={create.isPending} onClick={() => void submit()}>
          {t('teams.create.submit')}
        </Button>
      </BottomBar>
    </PageLayout>
  );
}
