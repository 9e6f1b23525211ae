export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare const BROWSER_PACKAGES: Record<string, string>;
export declare const CHROMIUM_ARGS: string[];
export declare const launchOptions: { executablePath: string; args: string[]; headless: boolean };
export declare const shellLaunchOptions: { executablePath: string; args: string[]; headless: boolean };
