import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { useI18n } from '../../i18n/index.ts';
import { localDateOf } from './recorder.ts';

/** Reads only: recording goes through the local store and the sync engine, never through a query. */
export const TRAINING_KEY = ['training'] as const;

export function useTrainingToday() {
  const date = localDateOf(new Date());
  const { language } = useI18n();
  return useQuery({ queryKey: [...TRAINING_KEY, 'today', date, language], queryFn: ({ signal }) => api('training.today', { query: { date }, signal }) });
}

export function useTemplateToTrain(id: number | null) {
  const { language } = useI18n();
  return useQuery({ queryKey: [...TRAINING_KEY, 'template', id, language], queryFn: () => api('series.get', { query: { id: id ?? 0 } }), enabled: id !== null });
}

/** The first page of own or official templates, to start one. */
export function useTemplatesToStart(scope: 'mine' | 'official') {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...TRAINING_KEY, 'templates', scope, language],
    queryFn: () => api(scope === 'mine' ? 'series.listSelf' : 'series.listZt', { query: { size: 20 } }),
  });
}

export function useTrainingDetail(id: string) {
  const { language } = useI18n();
  return useQuery({ queryKey: [...TRAINING_KEY, 'detail', id, language], queryFn: () => api('training.get', { query: { id } }) });
}
