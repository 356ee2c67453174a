/** The values of NODE_ENV that mean development: missing settings may fall back to the demo ones. */
export declare const DEVELOPMENT_VALUES: readonly string[];
/** Whether `env` says, explicitly, that this is development (NODE_ENV=development or test). */
export declare function isDevelopment(env: Record<string, string | undefined>): boolean;
/** How an error message names the environment that is not development: "NODE_ENV=production", "NODE_ENV unset". */
export declare function describeEnvironment(env: Record<string, string | undefined>): string;
