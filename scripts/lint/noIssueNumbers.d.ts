import type { Linter, Rule } from 'eslint';

export declare const noIssueNumbers: Rule.RuleModule;
export declare const commentRules: Linter.Config[];
