/**
 * A text the data service rendered from Markdown and sanitised with @sla/markdown (allow-listed
 * elements only: no scripts, styles, frames or event handlers; links only to http(s), mailto or
 * this site). That sanitising is what makes inserting it as it is safe, and doing it on the service
 * keeps Markdown code out of what visitors download. Only ever pass it a service's `…Html` field.
 */
export function ServiceHtml({ html, className, lang }: { html: string; className?: string; lang?: string | undefined }) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
