/** Where a `${VAR}` reference could not be substituted, and why. */
export interface InterpolationProblem {
  path: (string | number)[];
  message: string;
}

export interface Interpolated {
  value: unknown;
  /** Non-empty substituted values, in order of appearance. */
  secrets: string[];
  problems: InterpolationProblem[];
}

// `$${` is an escaped literal `${`; any other `${` must be a complete reference.
const REFERENCE = /\$\$\{|\$\{([^}]*)(\}?)/g;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Substitutes `${VAR}` from `env` in every string value (keys are left alone) of parsed YAML. */
export function interpolateEnv(root: unknown, env: Record<string, string | undefined>): Interpolated {
  const secrets: string[] = [];
  const problems: InterpolationProblem[] = [];

  const substitute = (text: string, path: (string | number)[]): string =>
    text.replace(REFERENCE, (match, name: string | undefined, close: string | undefined) => {
      if (match === '$${') return '${';
      if (!close || !VARIABLE_NAME.test(name ?? '')) {
        problems.push({ path, message: 'has a malformed `${…}` reference; write `${NAME}` with a variable name, or `$${` for a literal `${`' });
        return match;
      }
      const value = Object.hasOwn(env, name!) ? env[name!] : undefined;
      if (value === undefined) {
        problems.push({ path, message: `uses \${${name}}, but ${name} is not set; set it in the environment, or write \`$\${\` for a literal \`\${\`` });
        return match;
      }
      if (value !== '') secrets.push(value);
      return value;
    });

  const walk = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === 'string') return substitute(value, path);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key])]));
    }
    return value;
  };

  return { value: walk(root, []), secrets, problems };
}
