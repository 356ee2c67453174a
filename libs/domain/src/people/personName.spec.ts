import { describe, expect, it } from 'vitest';
import { personName, shownName } from './personName.js';

describe('personName', () => {
  it.each([
    [{ displayName: 'Amina Okafor', email: 'amina@example.org' }, 'Amina Okafor'],
    [{ displayName: '  Amina  ', email: null }, 'Amina'],
    [{ displayName: '', email: 'amina@example.org' }, 'amina@example.org'],
    [{ displayName: '   ', email: ' amina@example.org ' }, 'amina@example.org'],
    [{ displayName: null, email: '' }, null],
    [{}, null],
    [null, null],
    [undefined, null],
  ])('names %j as %j', (person, name) => {
    expect(personName(person)).toBe(name);
  });
});

describe('shownName', () => {
  it.each([
    ['Amina Okafor', 'Amina Okafor'],
    ['', 'Name not given'],
    ['  ', 'Name not given'],
    [null, 'Name not given'],
    [{ displayName: '', email: 'kofi@example.org' }, 'kofi@example.org'],
    [{ displayName: null, email: null }, 'Name not given'],
  ])('shows %j as %j', (name, shown) => {
    expect(shownName(name)).toBe(shown);
  });
});
