import type { CategoryRef, ContentLanguage } from '@sla/data';
import { activeLocale, t } from '@sla/i18n';

/**
 * The `lang` to mark an item's text with: its language when that is not the page's (a story with no French version on
 * a French page is in English), else nothing, as the page's own lang already says it.
 */
export function textLang(language: ContentLanguage | undefined): ContentLanguage | undefined {
  return language && language !== activeLocale() ? language : undefined;
}

/** On a French page, says above an item without a French version that it is shown in English. */
export function InEnglishNotice({ language }: { language: ContentLanguage | undefined }) {
  if (activeLocale() !== 'fr' || language !== 'en') return null;
  return (
    <p className="notice" role="note">
      {t('This page is not yet available in French, so it is shown in English.')}
    </p>
  );
}

/**
 * In a list on a French page, a small tag on an item that has no French version ("En anglais"), so a reader knows
 * before opening it; the item's own text is marked lang="en" (textLang).
 */
export function InEnglishTag({ language }: { language: ContentLanguage | undefined }) {
  if (activeLocale() !== 'fr' || language !== 'en') return null;
  return <span className="badge content-in-english">{t('In English')}</span>;
}

/** A category's name, marked lang="en" on a French page when the category has no French name. */
export function CategoryName({ category }: { category: CategoryRef }) {
  const lang = textLang(category.language);
  return lang ? <span lang={lang}>{category.name}</span> : <>{category.name}</>;
}
