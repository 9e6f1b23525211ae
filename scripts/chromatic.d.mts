export declare const storybookStatic: string;
export declare function uploadStorybook(options?: {
  env?: NodeJS.ProcessEnv;
  args?: string[];
  log?: (line: string) => void;
  run?: (command: string, args: string[]) => Promise<number>;
  buildDir?: string;
}): Promise<number>;
