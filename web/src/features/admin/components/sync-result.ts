// What the result modal says after a start-sync call (spec §4, §8): the returned status text in
// success style, or 'Error start sync!' in error style.
import { ERROR_MESSAGES } from '@shared/validation/messages';
import type { TResult } from '@/components/ui/result-modal';

type TSyncAnswer = { service_response: { success: 0 | 1; data: { status: string } } };

export const syncStartedResult = (answer: TSyncAnswer): TResult =>
  answer.service_response.success === 1
    ? { tone: 'success', message: answer.service_response.data.status }
    : { tone: 'error', message: ERROR_MESSAGES.startSync };

export const syncFailedResult: TResult = { tone: 'error', message: ERROR_MESSAGES.startSync };
