import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraConfig, recipes, slotRecipes } from './chakraConfig';
import { system } from './system';

// Which recipes a Chakra component needs, read from Chakra's own code: the component's module
// and the component modules it imports (a Button shows a Spinner while loading), and in them
// every `key: "…"` that names one of Chakra's recipes.
const chakraEsm = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);
const chakraIndex = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
const namespaces = new Map(
  [...chakraIndex.matchAll(/import \* as (\S+) from '([^']+)'/g)].map((m) => [m[1]!, m[2]!]),
);
const componentFile = new Map<string, string>();
for (const m of chakraIndex.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
  for (const part of m[1]!.split(',')) {
    const [local, exported = local] = part.trim().split(/\s+as\s+/);
    const file = m[2] ?? namespaces.get(local!);
    if (file?.startsWith('./components/')) componentFile.set(exported!, normalize(file));
  }
}
const componentModules = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(join(chakraEsm, file), 'utf8').matchAll(/from '(\.[^']+)'/g)) {
    const imported = join(dirname(file), m[1]!);
    if (imported.startsWith('components/')) componentModules(imported, seen);
  }
  return seen;
};
const defaultRecipeKeys = new Set([
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
]);
const recipesOf = (component: string): string[] => {
  const file = componentFile.get(component);
  if (!file) return [];
  const keys = [...componentModules(file)].flatMap((module) =>
    [...readFileSync(join(chakraEsm, module), 'utf8').matchAll(/\bkey:\s*"(\w+)"/g)].map((m) => m[1]!),
  );
  return [...new Set(keys)].filter((key) => defaultRecipeKeys.has(key));
};

// The Chakra components the app imports.
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );
const usedComponents = new Map<string, string[]>();
for (const file of sourceFiles(join(import.meta.dirname, '../..'))) {
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (componentFile.has(name)) usedComponents.set(name, [...(usedComponents.get(name) ?? []), file]);
    }
  }
}
const needed = new Map([...usedComponents.keys()].map((component) => [component, recipesOf(component)]));
const inSystem = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

describe('the Chakra system', () => {
  it('finds the components and the recipes they need', () => {
    expect(recipesOf('Button')).toEqual(expect.arrayContaining(['button', 'spinner']));
    expect(recipesOf('Alert')).toEqual(['alert']);
    expect(recipesOf('Stack')).toEqual([]);
    expect(usedComponents.size).toBeGreaterThan(10);
  });

  it('has the recipe of every Chakra component used in src/ (add it to src/lib/theme/chakraConfig.ts)', () => {
    const missing = [...needed].flatMap(([component, keys]) =>
      keys.filter((key) => !inSystem.has(key)).map((key) => `${key} (for ${component})`),
    );
    expect(missing).toEqual([]);
  });

  it('carries no recipe that no component in src/ needs (remove it from src/lib/theme/chakraConfig.ts)', () => {
    const used = new Set([...needed.values()].flat());
    expect([...inSystem].filter((key) => !used.has(key))).toEqual([]);
  });

  it("is Chakra's default config but for the recipes, and the app's system is built on it", () => {
    const { recipes: allRecipes, slotRecipes: allSlotRecipes, ...defaultTheme } = defaultConfig.theme ?? {};
    const { recipes: ours, slotRecipes: ourSlots, ...theme } = chakraConfig.theme ?? {};
    expect(theme).toEqual(defaultTheme);
    expect({ ...chakraConfig, theme: null }).toEqual({ ...defaultConfig, theme: null });
    for (const [key, recipe] of Object.entries(ours ?? {})) expect(recipe).toEqual(allRecipes?.[key]);
    for (const [key, recipe] of Object.entries(ourSlots ?? {})) expect(recipe).toEqual(allSlotRecipes?.[key]);
    expect(system.getSlotRecipe('field')).toEqual(allSlotRecipes?.field);
    expect(system.isRecipe('kbd')).toBe(false);
  });
});
