import path from 'node:path';

/**
 * The folder of `file` that `pattern` names ('src/features/*' in src/features/users/routes.tsx is
 * src/features/users), or null when the file is not under it. Paths are relative to the project,
 * with forward slashes; `*` stands for one folder.
 */
function folderOf(pattern, file) {
  const wanted = pattern.split('/');
  const parts = file.split('/');
  if (parts.length <= wanted.length) return null;
  const matches = wanted.every((part, i) => part === '*' || part === parts[i]);
  return matches ? parts.slice(0, wanted.length).join('/') : null;
}

/**
 * Which folders may import which, checked on the path an import resolves to rather than on how it
 * is written: `no-restricted-imports` sees only the text ('../../account/TabbedPage'), whose climb
 * depends on how deep the importing file sits, and never sees `import()`.
 *
 * Each zone: files under `from` never import files under `to`, unless both are in the same folder
 * that `from` names (so 'src/features/*' → 'src/features/*' forbids one feature importing another
 * while leaving a feature's own files alone).
 */
const rule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            from: { type: 'array', items: { type: 'string' } },
            to: { type: 'array', items: { type: 'string' } },
            message: { type: 'string' },
          },
          required: ['from', 'to', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const zones = context.options[0] ?? [];
    const relative = (absolute) => path.relative(context.cwd, absolute).split(path.sep).join('/');
    const file = relative(context.filename);
    const mine = zones.flatMap((zone) =>
      zone.from.flatMap((pattern) => {
        const folder = folderOf(pattern, file);
        return folder ? [{ zone, folder }] : [];
      }),
    );
    if (mine.length === 0) return {};

    function check(source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = relative(path.resolve(path.dirname(context.filename), source.value));
      for (const { zone, folder } of mine) {
        const forbidden = zone.to.some((pattern) => {
          const targetFolder = folderOf(pattern, target);
          return targetFolder !== null && targetFolder !== folder;
        });
        if (forbidden) context.report({ node: source, message: zone.message });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
