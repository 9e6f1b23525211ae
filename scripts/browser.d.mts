export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const launchOptions: { executablePath: string; args: string[]; headless: boolean };
