/**
 * `value` as a path on this site (its path, query and fragment, percent-encoded as a browser sends them), or null when
 * a browser given it as a link or a redirect could end up anywhere else.
 */
export declare function onSitePath(value: string | null | undefined): string | null;
