import type { ConsoleCategory } from '@repwise/contracts';
import type { Language } from '@repwise/domain';

/** A category's name in the operator's language. */
export function categoryName(category: Pick<ConsoleCategory, 'nameEn' | 'nameZh'>, language: Language): string {
  return language === 'zh-Hans' ? category.nameZh : category.nameEn;
}
