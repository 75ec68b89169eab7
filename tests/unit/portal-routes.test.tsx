// The route table takes every path from portal/paths.ts: a route added to one and not the other,
// or a protected path outside RequireAuth (or a public one inside it), fails here.
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../portal/app/AppRoutes';
import { GuestOnly, RequireAuth } from '../../portal/app/guards';
import { paths, protectedPaths, wizardPaths } from '../../portal/paths';
import { ANY_OTHER_PATH, createRoutes, routes } from '../../portal/routes';

interface TableEntry {
  path: string;
  guard: 'RequireAuth' | 'GuestOnly' | null;
}

/** Every routed path of the table (absolute), with the guard it sits under. */
function entries(table: readonly AppRoute[], parent = '', guard: TableEntry['guard'] = null): TableEntry[] {
  return table.flatMap((route) => {
    const element = route.element as { type?: unknown } | null | undefined;
    const own = element?.type === RequireAuth ? 'RequireAuth' : element?.type === GuestOnly ? 'GuestOnly' : null;
    const under = own ?? guard;
    // An index route answers its parent's own address, which the parent already lists.
    const path = route.index
      ? parent
        ? null
        : '/'
      : route.path === undefined
        ? null
        : route.path.startsWith('/') || route.path === ANY_OTHER_PATH
          ? route.path
          : `${parent}/${route.path}`;
    return [
      ...(path === null ? [] : [{ path, guard: under }]),
      ...entries(route.children ?? [], path ?? parent, under),
    ];
  });
}

describe.each([
  {
    mode: 'with the wizard at step 2',
    nativeStep2: true,
    routedPaths: [...Object.values(paths), ...Object.values(wizardPaths)],
  },
  { mode: 'with an embedded application form', nativeStep2: false, routedPaths: Object.values(paths) },
])('the route table and paths.ts $mode', ({ nativeStep2, routedPaths }) => {
  const routes = createRoutes({ nativeStep2 });
  const table = entries(routes).filter((entry) => entry.path !== ANY_OTHER_PATH);

  it('route exactly the paths of paths.ts, each once', () => {
    const routed = table.map((entry) => entry.path);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual([...routedPaths].sort());
  });

  it('put exactly the protected paths under RequireAuth', () => {
    const guarded = table.filter((entry) => entry.guard === 'RequireAuth').map((entry) => entry.path);
    const wizard: readonly string[] = Object.values(wizardPaths);
    const expected = protectedPaths.filter((path) => nativeStep2 || !wizard.includes(path));
    expect([...guarded].sort()).toEqual([...expected].sort());
  });

  it('keep sign-in and sign-up for signed-out visitors only', () => {
    const guestOnly = table.filter((entry) => entry.guard === 'GuestOnly').map((entry) => entry.path);
    expect([...guestOnly].sort()).toEqual([paths.login, paths.signup].sort());
  });

  it('end with the 404 page for any other address', () => {
    const last = entries(routes).at(-1);
    expect(last).toEqual({ path: ANY_OTHER_PATH, guard: null });
  });
});

describe("the app's route table with no form configured", () => {
  it("gives step 2 to the portal's own wizard and step 3 to its own checklist", async () => {
    const table = entries(routes).map((entry) => entry.path);
    expect(table).toEqual(expect.arrayContaining(Object.values(wizardPaths)));
    const step3 = findRoute(routes, paths.step3);
    const loaded = await step3?.page?.();
    expect(loaded).toBe((await import('../../portal/pages/step3/ChecklistPage')).default);
  });
});

function findRoute(table: readonly AppRoute[], path: string): AppRoute | undefined {
  for (const route of table) {
    if (route.path === path) return route;
    const nested = findRoute(route.children ?? [], path);
    if (nested) return nested;
  }
  return undefined;
}
