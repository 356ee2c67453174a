/** The repository's root folder. */
export declare const WORKSPACE: string;
/** A project's translations for `locale` ({ English: translation }), or {} when it has none yet. */
export declare function readTranslations(projectDir: string, locale: string): Record<string, string>;
/** The shared libraries whose messages the shell's catalogue carries for every page. */
export declare function libraryDirs(): string[];
