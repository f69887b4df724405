import type { TSettingProblem } from '@wps/contracts/staff';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '@/components/field';

/**
 * The contract's verdict on a draft as texts by the path of each refused value
 * ('fields.email.maxLength'), in the staff member's language: a settings rule
 * by its problem code, any other by zod's issue code (as form fields show them).
 */
export const useIssueText = () => {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  return (result: z.ZodSafeParseResult<unknown>): Record<string, string> => {
    if (result.success) return {};
    const texts: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (texts[path]) continue;
      const problem = issue.code === 'custom' ? (issue.params as { code?: TSettingProblem; limit?: number } | undefined) : undefined;
      texts[path] = problem?.code
        ? t(`settings.problem_${problem.code}`, { limit: problem.limit })
        : (fieldText({ type: issue.code, message: issue.message } as FieldError) ?? '');
    }
    return texts;
  };
};
