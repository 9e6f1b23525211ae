import { describe, expect, it } from 'vitest';
import { fillTemplate, templateLength, unknownVariables, variableToken } from '../src/contract/templateText.ts';

// A reply template's variables and length (docs/templates.md).
describe('template text', () => {
  it('fills the known variables that have a value and leaves the others as written', () => {
    expect(fillTemplate('Hi {author}, {operator} from {account} {author}', { author: 'Ann', account: 'Cafe' })).toBe(
      'Hi Ann, {operator} from Cafe Ann',
    );
    expect(fillTemplate('{name} { author } {Author}', { author: 'Ann' })).toBe('{name} { author } {Author}');
    expect(variableToken('operator')).toBe('{operator}');
  });

  it('a value is inserted as written: a value that looks like a variable is not filled again', () => {
    expect(fillTemplate('{author} {account}', { author: '{account}', account: 'X' })).toBe('{account} X');
  });

  it('flags unknown variables once each, in order', () => {
    expect(unknownVariables('{autor} {author} {name} {autor} {Author}')).toEqual(['autor', 'name']);
    expect(unknownVariables('{"json": 1} { }')).toEqual([]);
  });

  it("counts in the scope's network unit against the smaller of its limits; every network: 5000 code points", () => {
    expect(templateLength('a'.repeat(281), 'twitter')).toMatchObject({ max: 280, over: true, unit: 'weighted' });
    expect(templateLength('😀', 'vk')).toMatchObject({ used: 2, unit: 'utf16' });
    expect(templateLength('😀', null)).toMatchObject({ used: 1, max: 5000, over: false, unit: 'codepoints' });
    expect(templateLength('x'.repeat(551), 'instagram').over).toBe(true);
  });
});
