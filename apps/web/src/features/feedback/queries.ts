import type { BodyInput } from '@repwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/request.ts';

export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: BodyInput<'feedback.submit'>) => api('feedback.submit', { body }),
  });
}
