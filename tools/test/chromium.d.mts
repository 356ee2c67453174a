export declare const CHROMIUM_PATH: string;
/** Without `--headless`: Playwright and Lighthouse each say how they want it. */
export declare const CHROMIUM_FLAGS: readonly string[];
