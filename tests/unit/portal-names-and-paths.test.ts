import { describe, expect, it } from 'vitest';
import { titleCase } from '../../portal/session/names';
import { resolvePostLoginPath, requestedLocationFrom } from '../../portal/session/lastStep';
import { isProtectedPath, isStepRoute, sectionHref, stepNumberOf, stepPath } from '../../portal/paths';

describe('titleCase', () => {
  it.each([
    ['ana', 'Ana'],
    ['ANA', 'Ana'],
    ['maria  da silva', 'Maria Da Silva'],
    ['mary-jane', 'Mary Jane'],
    ["o'brien", 'O Brien'],
    ["  jean-luc   o'NEILL ", 'Jean Luc O Neill'],
    ['josé', 'José'],
    ['', ''],
    ["- '", ''],
  ])('turns %j into %j', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});

describe('resolvePostLoginPath (with account metadata)', () => {
  it('prefers the requested protected path, with its query and hash', () => {
    expect(
      resolvePostLoginPath({
        requested: { pathname: '/step4', search: '?payment=success', hash: '#top' },
        storedLastStep: '/step2',
        metadataLastStep: '/step3',
      }),
    ).toBe('/step4?payment=success#top');
  });

  it('ignores a requested path that is not a protected route', () => {
    expect(resolvePostLoginPath({ requested: { pathname: '/signup' }, storedLastStep: '/step2' })).toBe('/step2');
    expect(resolvePostLoginPath({ requested: { pathname: '//evil.example/step1' } })).toBe('/step1');
  });

  it('uses the last step of this browser before the one in the account', () => {
    expect(resolvePostLoginPath({ storedLastStep: '/basic-data-form', metadataLastStep: '/step5' })).toBe(
      '/basic-data-form',
    );
  });

  it('falls back to the account metadata, then to /step1', () => {
    expect(resolvePostLoginPath({ storedLastStep: null, metadataLastStep: '/step5' })).toBe('/step5');
    expect(resolvePostLoginPath({ storedLastStep: null, metadataLastStep: '/admin' })).toBe('/step1');
    expect(resolvePostLoginPath({})).toBe('/step1');
  });

  it('reads the remembered location from router state defensively', () => {
    expect(requestedLocationFrom({ from: { pathname: '/step3', search: '?a=1' } })).toEqual({
      pathname: '/step3',
      search: '?a=1',
      hash: '',
    });
    expect(requestedLocationFrom(null)).toBeNull();
    expect(requestedLocationFrom({ from: 'step3' })).toBeNull();
    expect(requestedLocationFrom({ from: { pathname: 42 } })).toBeNull();
  });
});

describe('paths', () => {
  it('knows the step routes and the protected routes', () => {
    expect(stepPath(3)).toBe('/step3');
    expect(isStepRoute('/basic-data-form')).toBe(true);
    expect(isStepRoute('/step7')).toBe(false);
    expect(stepNumberOf('/step6')).toBe(6);
    expect(stepNumberOf('/basic-data-form')).toBeNull();
    expect(isProtectedPath('/documents')).toBe(true);
    expect(isProtectedPath('/support')).toBe(false);
    expect(sectionHref('faq')).toBe('/#faq');
  });
});
