import { invalidInput } from '@sla/contract';
import { slugFrom } from '@sla/domain';
import { CATEGORY_MESSAGES } from '@sla/contract/serviceMessages';

/** The address a category's name gives; a name with nothing to make one from is refused on the name. */
export function categorySlugFor(name: string): string {
  const slug = slugFrom(name);
  if (!slug) throw invalidInput({ name: CATEGORY_MESSAGES.nameWithoutLetters });
  return slug;
}
