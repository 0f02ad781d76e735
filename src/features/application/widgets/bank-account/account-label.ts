import { maskAccountNumber } from '@/core/bank/account-number';
import { fillTemplate } from '@/core/text/template';

/** An account by its last four digits, after its bank's name when it was linked there. */
export function accountLabel(word: (key: string) => string, institution: string | undefined, mask: string): string {
  return institution
    ? fillTemplate(word('linkedAccount'), { institution, mask: maskAccountNumber(mask) })
    : maskAccountNumber(mask);
}
